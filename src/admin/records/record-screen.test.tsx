import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useInstructors, useSchedules, useStudents, useUsers } from '../../data/hooks';
import {
  loadAccessLog,
  loadCareTeam,
  loadNotes,
  loadRecordHistory,
  openRecord,
  saveCareTeam,
  saveRecord,
} from '../../data/records-repo';
import { recordUnchanged } from '../ui/history-dialog';
import { EditConflict } from '../../domain/authorship';
import { sampleAuthorship } from '../../domain/test-helpers';
import { aSchedule, aUser, anInstructor, live } from '../testing/factories';
import { sessions } from '../testing/sessions';
import { openConsentForm, setUpRecordScreen, show } from './record-screen-setup';
import { NOW, aRecord } from './records-test-setup';

vi.mock('../../data/hooks');
vi.mock('../../data/records-repo');

setUpRecordScreen();

const sampleRestriction = aRecord().restricoes;

describe('who may open it', () => {
  it('an instrutor off the care team is told why, and nothing of the record is read', async () => {
    vi.mocked(openRecord).mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    show();
    expect(await screen.findByText(/Você não faz parte da equipe de cuidado deste aluno\./)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Anamnese' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Evolução' })).not.toBeInTheDocument();
    expect(loadNotes).not.toHaveBeenCalled();
    expect(screen.queryByText(sampleRestriction)).not.toBeInTheDocument();
  });

  it("'Voltar para Alunos' returns to the list as it was left (search, filter, page); opened elsewhere, to all", async () => {
    vi.mocked(openRecord).mockResolvedValue(aRecord());
    const { router } = show();
    const back = await screen.findByRole('link', { name: 'Voltar para Alunos' });
    expect(back).toHaveAttribute('href', '/admin/alunos');
    await act(() => router.navigate('/admin', { state: { listSearch: '?q=bea&pagina=2' } }));
    expect(await screen.findByRole('link', { name: 'Voltar para Alunos' })).toHaveAttribute(
      'href',
      '/admin/alunos?q=bea&pagina=2',
    );
  });

  it('a reader sees the anamnese and the notes, not the team or the access log', async () => {
    vi.mocked(openRecord).mockResolvedValue(aRecord());
    show();
    const anamnese = await screen.findByRole('region', { name: 'Anamnese' });
    expect(within(anamnese).getByText(sampleRestriction)).toBeInTheDocument();
    expect(within(anamnese).getByText(/Hipertensão \(controlada\); Hérnia de disco \(L4-L5\)/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Evolução' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Equipe de cuidado' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Acessos ao prontuário' })).not.toBeInTheDocument();
  });

  it('offers printing only once the notes have arrived (never a record without its notes)', async () => {
    vi.mocked(openRecord).mockResolvedValue(aRecord());
    let answer: (notes: Awaited<ReturnType<typeof loadNotes>>) => void = () => undefined;
    vi.mocked(loadNotes).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    show();
    const print = await screen.findByRole('button', { name: 'Imprimir prontuário' });
    expect(print).toBeDisabled();
    answer({ rows: [], complete: true, unreadable: 0 });
    await vi.waitFor(() => expect(print).toBeEnabled());
  });

  it("prints nothing until the student's name has arrived (a term or record without a name)", async () => {
    vi.mocked(useStudents).mockReturnValue(live([], { loading: true }));
    vi.mocked(openRecord).mockResolvedValue(aRecord());
    const view = show();
    expect(await screen.findByRole('button', { name: 'Imprimir prontuário' })).toBeDisabled();
    vi.mocked(openRecord).mockResolvedValue(null);
    view.unmount();
    show();
    expect(await screen.findByRole('button', { name: 'Imprimir termo de consentimento' })).toBeDisabled();
  });

  it('an admin also sets the care team and reads the access log', async () => {
    vi.mocked(openRecord).mockResolvedValue(aRecord());
    vi.mocked(loadAccessLog).mockResolvedValue({
      rows: [{ id: 'e1', acao: 'abriu', updatedBy: 'uid-9', updatedByName: 'Ivo Instrutor', writtenAt: NOW - 1000 }],
      complete: true,
      unreadable: 0,
    });
    const { user } = show(sessions.admin);
    const log = await screen.findByRole('region', { name: 'Acessos ao prontuário' });
    expect(await within(log).findByText('Ivo Instrutor')).toBeInTheDocument();
    const team = screen.getByRole('region', { name: 'Equipe de cuidado' });
    await user.click(await within(team).findByRole('checkbox', { name: 'Ivo Instrutor' }));
    await user.click(within(team).getByRole('button', { name: 'Salvar equipe' }));
    expect(saveCareTeam).toHaveBeenCalledWith('s1', ['uid-9'], null);
  });

  it("'Salvar equipe' keeps the focus while it saves, and takes no second press", async () => {
    vi.mocked(openRecord).mockResolvedValue(aRecord());
    let answer = () => undefined as void;
    vi.mocked(saveCareTeam).mockImplementationOnce(() => new Promise<void>((resolve) => (answer = resolve)));
    const { user } = show(sessions.admin);
    const team = await screen.findByRole('region', { name: 'Equipe de cuidado' });
    await user.click(await within(team).findByRole('checkbox', { name: 'Ivo Instrutor' }));
    const save = within(team).getByRole('button', { name: 'Salvar equipe' });
    await user.click(save);
    // Disabled, it would drop the focus to the top of the page.
    expect(save).toHaveFocus();
    expect(save).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(saveCareTeam).toHaveBeenCalledOnce();
    answer();
    expect(await screen.findByText('Equipe de cuidado salva com sucesso!')).toBeInTheDocument();
    expect(save).not.toHaveAttribute('aria-disabled');
  });

  it("'Incluir os instrutores das turmas' ticks the instrutores who teach the student, not an admin who does", async () => {
    vi.mocked(openRecord).mockResolvedValue(aRecord());
    vi.mocked(useUsers).mockReturnValue(
      live([
        aUser({ id: 'uid-9', nome: 'Ivo Instrutor', role: 'instrutor', active: true }),
        aUser({ id: 'uid-1', nome: 'Ana Dona', role: 'admin', active: true }),
      ]),
    );
    vi.mocked(useInstructors).mockReturnValue(
      live([anInstructor({ id: 'i9', userId: 'uid-9' }), anInstructor({ id: 'i1', userId: 'uid-1' })]),
    );
    vi.mocked(useSchedules).mockReturnValue(
      live([
        aSchedule({ id: 'c9', instructorId: 'i9', studentIds: ['s1'] }),
        aSchedule({ id: 'c1', instructorId: 'i1', studentIds: ['s1'] }),
      ]),
    );
    const { user } = show(sessions.admin);
    const team = await screen.findByRole('region', { name: 'Equipe de cuidado' });
    await user.click(await within(team).findByRole('button', { name: 'Incluir os instrutores das turmas' }));
    expect(within(team).getByRole('checkbox', { name: 'Ivo Instrutor' })).toBeChecked();
    await user.click(within(team).getByRole('button', { name: 'Salvar equipe' }));
    expect(saveCareTeam).toHaveBeenCalledWith('s1', ['uid-9'], null);
  });

  it('a care team changed meanwhile by another admin is shown again, and says who changed it', async () => {
    vi.mocked(openRecord).mockResolvedValue(aRecord());
    const theirs = { uids: ['uid-9'], createdAt: NOW, updatedAt: NOW, ...sampleAuthorship, updatedByName: 'Bia Admin' };
    vi.mocked(saveCareTeam).mockRejectedValueOnce(
      new EditConflict({ version: 1, updatedBy: 'b', updatedByName: 'Bia Admin', writtenAt: NOW, data: theirs }),
    );
    const { user } = show(sessions.admin);
    const team = await screen.findByRole('region', { name: 'Equipe de cuidado' });
    const ivo = await within(team).findByRole('checkbox', { name: 'Ivo Instrutor' });
    vi.mocked(loadCareTeam).mockResolvedValue({ ...theirs, id: 's1' });
    await user.click(within(team).getByRole('button', { name: 'Salvar equipe' }));
    expect(await screen.findByText(/A equipe de cuidado foi alterada por Bia Admin/)).toBeInTheDocument();
    await waitFor(() => expect(ivo).toBeChecked()); // their team, read again
  });
});

/** 'Salvar' shows `message` in the form and saves nothing. */
async function expectRefused(user: ReturnType<typeof show>['user'], form: HTMLElement, message: string) {
  await user.click(within(form).getByRole('button', { name: 'Salvar' }));
  expect(await within(form).findByText(message)).toBeInTheDocument();
  expect(saveRecord).not.toHaveBeenCalled();
}

describe("'Revisões da anamnese'", () => {
  it('restoring a revision equal to the anamnese as it is says there is nothing to restore', async () => {
    const record = aRecord({ version: 2 });
    vi.mocked(openRecord).mockResolvedValue(record);
    vi.mocked(loadRecordHistory).mockResolvedValue([
      {
        data: { ...record, version: 1 },
        version: 1,
        updatedBy: 'uid-9',
        updatedByName: 'Ivo Instrutor',
        writtenAt: NOW,
      },
    ]);
    vi.mocked(saveRecord).mockResolvedValueOnce(false); // nothing written (records-repo)
    const { user } = show(sessions.admin);
    await user.click(await screen.findByRole('button', { name: 'Revisões da anamnese' }));
    const history = await screen.findByRole('dialog', { name: 'Histórico de alterações' });
    await user.click(await within(history).findByRole('button', { name: 'Restaurar esta versão' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Restaurar a versão 1?' })).getByRole('button', { name: 'Restaurar' }),
    );
    expect(await screen.findByText(recordUnchanged)).toBeInTheDocument();
    expect(screen.queryByText(/Inativar e Restaurar/)).not.toBeInTheDocument();
  });
});

describe('consent and the anamnese', () => {
  it('a student without a record starts with the consent, and the form asks for its date', async () => {
    const { user, form } = await openConsentForm();
    await user.type(within(form).getByLabelText('Queixa principal'), 'Dor no ombro');
    await expectRefused(user, form, 'Informe a data em que o termo de consentimento foi assinado.');
  });

  it("once the first anamnese is saved, focus goes to 'Editar anamnese' (the button it came from is gone)", async () => {
    const { user, form } = await openConsentForm();
    await user.type(within(form).getByLabelText('Data do consentimento'), '2025-06-10');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('button', { name: 'Editar anamnese' })).toHaveFocus();
  });

  it('refuses a consent dated ahead (a year typed wrong)', async () => {
    const { user, form } = await openConsentForm();
    await user.type(within(form).getByLabelText('Data do consentimento'), '2052-06-12');
    await expectRefused(user, form, 'Data no futuro');
  });

  it('refuses a consent in the year 225 (a digit short), beside the field', async () => {
    const { user, form } = await openConsentForm();
    const consent = within(form).getByLabelText('Data do consentimento');
    await user.type(consent, '0225-03-10');
    await expectRefused(user, form, 'Ano fora do esperado: confira a data.');
    expect(consent).toHaveAccessibleDescription('Ano fora do esperado: confira a data.');
  });

  it('refuses a consent dated after the anamnese: no record before its consent', async () => {
    const { user, form } = await openConsentForm();
    const anamnese = within(form).getByLabelText('Data da anamnese');
    await user.clear(anamnese);
    await user.type(anamnese, '2025-06-10');
    await user.type(within(form).getByLabelText('Data do consentimento'), '2025-06-12');
    await expectRefused(user, form, 'A data do consentimento não pode ser depois da data da anamnese.');
  });

  it('a note typed beside a condition ticks it, so it is saved', async () => {
    vi.mocked(saveRecord).mockResolvedValueOnce(true);
    const { user, form } = await openConsentForm();
    await user.type(within(form).getByLabelText('Data do consentimento'), '2025-06-10');
    const box = within(form).getByRole('checkbox', { name: 'Hérnia de disco' });
    expect(box).not.toBeChecked();
    await user.type(within(form).getByLabelText('Observação: Hérnia de disco'), 'L4-L5 desde 2021');
    expect(box).toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(saveRecord).toHaveBeenCalledOnce());
    expect(vi.mocked(saveRecord).mock.calls[0]?.[1]).toMatchObject({
      condicoes: { herniaDeDisco: 'L4-L5 desde 2021' },
    });
  });

  it('a condition note too long is focused on Salvar, its message beside it, and nothing saved', async () => {
    const { user, form } = await openConsentForm();
    await user.type(within(form).getByLabelText('Data do consentimento'), '2025-06-10');
    const note = within(form).getByLabelText('Observação: Lesões');
    // What the field shows is 'Observação' whole, beside its condition (the condition's name cut it short).
    expect(note.closest('.MuiFormControl-root')?.querySelector('label')).toHaveTextContent(/^Observação$/);
    await user.click(note);
    await user.paste('x'.repeat(201));
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(note).toHaveFocus();
    expect(note).toHaveAccessibleDescription('Use no máximo 200 caracteres.');
    expect(saveRecord).not.toHaveBeenCalled();
  });

  it('a failed save keeps what was typed and says why', async () => {
    vi.mocked(saveRecord).mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'unavailable' }));
    const { user, form } = await openConsentForm();
    await user.type(within(form).getByLabelText('Data do consentimento'), '2025-06-10');
    await user.click(within(form).getByRole('checkbox', { name: 'Gestação' }));
    await user.type(within(form).getByLabelText('Observação: Gestação'), '20 semanas');
    await user.type(within(form).getByLabelText('Restrições e contraindicações'), 'Sem decúbito ventral');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByText(/Erro ao salvar a anamnese\. Tente novamente\./)).toBeInTheDocument();
    expect(within(form).getByLabelText('Restrições e contraindicações')).toHaveValue('Sem decúbito ventral');
    expect(saveRecord).toHaveBeenCalledWith(
      's1',
      expect.objectContaining({
        consentimento: '2025-06-10',
        condicoes: { gestacao: '20 semanas' },
        restricoes: 'Sem decúbito ventral',
      }),
      null,
      'Beatriz Carvalho', // a refusal the server sends later names the student
      null, // created whole: no version it changes
    );
  });
});
