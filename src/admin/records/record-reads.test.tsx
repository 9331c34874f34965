// The prontuário screen: what could not be read — offline, out of format, refused — is said, never
// shown as nothing; and what this screen writes (a print) shows in what it reads.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useStudents, useUsers } from '../../data/hooks';
import { loadAccessLog, loadCareTeam, loadNotes, logAccess, openRecord } from '../../data/records-repo';
import { sampleAuthorship } from '../../domain/test-helpers';
import { aUser, live } from '../testing/factories';
import { sessions } from '../testing/sessions';
import { printHealthRecord } from './print-record';
import { STUDENT_NOT_FOUND } from './record-screen';
import { setUpRecordScreen, show, student } from './record-screen-setup';
import { NOW, aNote, aRecord } from './records-test-setup';

vi.mock('../../data/hooks');
vi.mock('../../data/records-repo');
// The print window itself is print-record.test.tsx's (jsdom); here, only that a print is logged.
vi.mock('./print-record', async (original) => ({
  ...(await original<typeof import('./print-record')>()),
  printHealthRecord: vi.fn(),
}));

setUpRecordScreen();

/** The print window as openPrintWindow opens it: shown once its first step (the access log) succeeds. */
const printsAfterItsFirstStep = () =>
  vi.mocked(printHealthRecord).mockImplementation((_name, _record, _notes, first) => ({
    ok: true,
    window,
    shown: first!().then(() => undefined),
  }));

describe('what could not be read is said, never shown as nothing', () => {
  it('a link to a student not in the list says so, with no consent form whose save would be refused', async () => {
    vi.mocked(openRecord).mockResolvedValue(null);
    vi.mocked(useStudents).mockReturnValue(live([{ ...student, id: 'other' }]));
    show();
    expect(await screen.findByText(STUDENT_NOT_FOUND)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Registrar consentimento e anamnese' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Voltar para Alunos' })).toBeInTheDocument();
  });

  it.each([
    ['still arriving', { loading: true }],
    ['one out of format', { unreadable: 1 }],
  ])('while the students are %s, the student is not called missing', async (_what, state) => {
    vi.mocked(openRecord).mockResolvedValue(null);
    vi.mocked(useStudents).mockReturnValue(live([], state));
    show();
    await screen.findByRole('button', { name: 'Registrar consentimento e anamnese' });
    expect(screen.queryByText(STUDENT_NOT_FOUND)).toBeNull();
  });

  const offline =
    'Sem conexão com o servidor: estas são só as evoluções que este aparelho já tinha; pode haver outras.';

  it('notes read offline (only what the device kept) are not called all of them, nor printed', async () => {
    vi.mocked(openRecord).mockResolvedValue(aRecord());
    vi.mocked(loadNotes).mockResolvedValueOnce({ rows: [], complete: false, unreadable: 0 });
    const { user } = show();
    const notes = await screen.findByRole('region', { name: 'Evolução' });
    expect(await within(notes).findByText(offline)).toBeInTheDocument();
    expect(within(notes).queryByText('Nenhuma evolução registrada.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir prontuário' })).toBeDisabled();
    vi.mocked(loadNotes).mockResolvedValueOnce({ rows: [aNote('n1', 1)], complete: true, unreadable: 0 });
    await user.click(within(notes).getByRole('button', { name: 'Tentar de novo' }));
    expect(await within(notes).findByRole('article')).toBeInTheDocument();
    expect(within(notes).queryByText(offline)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir prontuário' })).toBeEnabled();
  });

  it('notes out of the expected format are counted and said, the others shown, and nothing is printed', async () => {
    vi.mocked(openRecord).mockResolvedValue(aRecord());
    vi.mocked(loadNotes).mockResolvedValue({ rows: [aNote('n1', 1)], complete: true, unreadable: 2 });
    show();
    const notes = await screen.findByRole('region', { name: 'Evolução' });
    expect(await within(notes).findByRole('article')).toBeInTheDocument();
    expect(within(notes).getByRole('status')).toHaveTextContent('2 registros não puderam ser lidos');
    expect(screen.getByRole('button', { name: 'Imprimir prontuário' })).toBeDisabled();
  });

  it('a print shows in the access log at once (read again once it is logged)', async () => {
    vi.mocked(openRecord).mockResolvedValue(aRecord());
    printsAfterItsFirstStep();
    const entry = (id: string, acao: 'abriu' | 'imprimiu') => ({
      id,
      acao,
      updatedBy: 'uid-1',
      updatedByName: 'Ana Admin',
      writtenAt: NOW - 1000,
    });
    vi.mocked(loadAccessLog).mockResolvedValueOnce({ rows: [entry('e1', 'abriu')], complete: true, unreadable: 0 });
    const { user } = show(sessions.admin);
    const log = await screen.findByRole('region', { name: 'Acessos ao prontuário' });
    expect(await within(log).findByText('Abriu')).toBeInTheDocument();
    vi.mocked(loadAccessLog).mockResolvedValue({
      rows: [entry('e2', 'imprimiu'), entry('e1', 'abriu')],
      complete: true,
      unreadable: 0,
    });
    const print = screen.getByRole('button', { name: 'Imprimir prontuário' });
    await waitFor(() => expect(print).toBeEnabled());
    await user.click(print);
    expect(await within(log).findByText('Imprimiu')).toBeInTheDocument();
    expect(logAccess).toHaveBeenCalledWith('s1', 'imprimiu');
  });

  it('a print the access log refuses (taken off the team since) says nothing was printed', async () => {
    vi.mocked(openRecord).mockResolvedValue(aRecord());
    printsAfterItsFirstStep();
    vi.mocked(logAccess).mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    const { user } = show();
    const print = await screen.findByRole('button', { name: 'Imprimir prontuário' });
    await waitFor(() => expect(print).toBeEnabled());
    await user.click(print);
    expect(await screen.findByText(/Não foi possível registrar a impressão nos acessos ao prontuário/)).toBeVisible();
  });

  it('the access log: no empty table while it is read, and a read offline says so', async () => {
    vi.mocked(openRecord).mockResolvedValue(aRecord());
    vi.mocked(loadAccessLog).mockReturnValueOnce(new Promise(() => undefined));
    const view = show(sessions.admin);
    const log = await screen.findByRole('region', { name: 'Acessos ao prontuário' });
    expect(within(log).getByRole('progressbar', { name: 'Carregando os acessos' })).toBeInTheDocument();
    view.unmount();
    vi.mocked(loadAccessLog).mockResolvedValueOnce({ rows: [], complete: false, unreadable: 0 });
    show(sessions.admin);
    expect(
      await screen.findByText(/estes são só os acessos que este aparelho já tinha; pode haver outros\./),
    ).toBeInTheDocument();
  });

  it("the care team: instrutores that could not be read are not 'Nenhum instrutor ativo', and nothing is saved", async () => {
    vi.mocked(openRecord).mockResolvedValue(aRecord());
    vi.mocked(useUsers).mockReturnValue(live([], { error: new Error('offline') }));
    show(sessions.admin);
    const team = await screen.findByRole('region', { name: 'Equipe de cuidado' });
    expect(await within(team).findByText(/Não foi possível carregar os dados\./)).toBeInTheDocument();
    expect(within(team).queryByText('Nenhum instrutor ativo.')).not.toBeInTheDocument();
    expect(within(team).getByRole('button', { name: 'Salvar equipe' })).toBeDisabled();
  });

  it('the care team takes at most 20 instrutores: the 21st is refused beside the list, not by a failed save', async () => {
    vi.mocked(openRecord).mockResolvedValue(aRecord());
    const staff = Array.from({ length: 21 }, (_, i) =>
      aUser({ id: `uid-${i}`, nome: `Instrutor ${i}`, role: 'instrutor', active: true }),
    );
    vi.mocked(useUsers).mockReturnValue(live(staff));
    const stored = { uids: staff.slice(0, 20).map((u) => u.id), createdAt: NOW, updatedAt: NOW };
    vi.mocked(loadCareTeam).mockResolvedValue({ ...stored, ...sampleAuthorship, id: 's1' });
    const { user } = show(sessions.admin);
    const team = await screen.findByRole('region', { name: 'Equipe de cuidado' });
    const save = within(team).getByRole('button', { name: 'Salvar equipe' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(within(team).getByRole('checkbox', { name: 'Instrutor 20' }));
    expect(within(team).getByRole('alert')).toHaveTextContent('No máximo 20 instrutores na equipe de cuidado.');
    expect(save).toBeDisabled();
  });

  it('other students out of format are not this record’s business: no warning about them here', async () => {
    vi.mocked(openRecord).mockResolvedValue(aRecord());
    vi.mocked(useStudents).mockReturnValue(live([student], { unreadable: 3 }));
    show();
    expect(await screen.findByRole('region', { name: 'Anamnese' })).toBeInTheDocument();
    expect(screen.queryByText(/não puderam ser lidos/)).not.toBeInTheDocument();
  });

  it('students that could not be read are said (the prints wait for the name)', async () => {
    vi.mocked(openRecord).mockResolvedValue(aRecord());
    vi.mocked(useStudents).mockReturnValue(live([], { error: new Error('offline') }));
    show();
    expect(await screen.findByText(/Não foi possível carregar os dados\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir prontuário' })).toBeDisabled();
  });
});
