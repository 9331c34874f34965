import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInstructors, useSchedules, useStudents, useUsers } from '../../data/hooks';
import {
  addNote,
  editNote,
  loadAccessLog,
  loadCareTeam,
  loadNotes,
  logAccess,
  openRecord,
  rereadRecord,
  saveCareTeam,
  saveRecord,
} from '../../data/records-repo';
import { aStudent, aUser, live } from '../testing/factories';
import { renderAdmin } from '../testing/render-admin';
import { sessions } from '../testing/sessions';
import { RecordScreen } from './record-screen';
import { EditConflict } from '../../domain/authorship';
import { sampleAuthorship } from '../../domain/test-helpers';
import { NOW, aNote, aRecord } from './records-test-setup';

vi.mock('../../data/hooks', () => ({
  useStudents: vi.fn(),
  useUsers: vi.fn(),
  useSchedules: vi.fn(),
  useInstructors: vi.fn(),
}));
vi.mock('../../data/records-repo', () => ({
  openRecord: vi.fn(),
  rereadRecord: vi.fn(),
  saveRecord: vi.fn(),
  loadRecordHistory: vi.fn(),
  loadNotes: vi.fn(),
  addNote: vi.fn(),
  editNote: vi.fn(),
  logAccess: vi.fn(),
  loadAccessLog: vi.fn(),
  loadCareTeam: vi.fn(),
  saveCareTeam: vi.fn(),
}));

const student = aStudent({ id: 's1', nome: 'Beatriz Carvalho' });
const show = (session = sessions.instrutor) => renderAdmin(<RecordScreen studentId="s1" />, { session });

beforeEach(() => {
  vi.clearAllMocks();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  vi.mocked(useStudents).mockReturnValue(live([student]));
  vi.mocked(useUsers).mockReturnValue(
    live([aUser({ id: 'uid-9', nome: 'Ivo Instrutor', role: 'instrutor', active: true })]),
  );
  vi.mocked(useSchedules).mockReturnValue(live([]));
  vi.mocked(useInstructors).mockReturnValue(live([]));
  vi.mocked(loadNotes).mockResolvedValue([]);
  vi.mocked(rereadRecord).mockResolvedValue(aRecord());
  vi.mocked(saveRecord).mockResolvedValue();
  vi.mocked(addNote).mockResolvedValue('n-new');
  vi.mocked(editNote).mockResolvedValue();
  vi.mocked(logAccess).mockResolvedValue();
  vi.mocked(loadAccessLog).mockResolvedValue([]);
  vi.mocked(loadCareTeam).mockResolvedValue(null);
  vi.mocked(saveCareTeam).mockResolvedValue();
});
afterEach(() => vi.useRealTimers());

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
    answer([]);
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
    vi.mocked(loadAccessLog).mockResolvedValue([
      { id: 'e1', acao: 'abriu', updatedBy: 'uid-9', updatedByName: 'Ivo Instrutor', writtenAt: NOW - 1000 },
    ]);
    const { user } = show(sessions.admin);
    const log = await screen.findByRole('region', { name: 'Acessos ao prontuário' });
    expect(await within(log).findByText('Ivo Instrutor')).toBeInTheDocument();
    const team = screen.getByRole('region', { name: 'Equipe de cuidado' });
    await user.click(await within(team).findByRole('checkbox', { name: 'Ivo Instrutor' }));
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

const sampleRestriction = aRecord().restricoes;

/** A student without a record: 'Registrar consentimento e anamnese' opens the form. */
async function openConsentForm() {
  vi.mocked(openRecord).mockResolvedValue(null);
  const { user } = show();
  await user.click(await screen.findByRole('button', { name: 'Registrar consentimento e anamnese' }));
  return { user, form: screen.getByRole('dialog') };
}

/** 'Salvar' shows `message` in the form and saves nothing. */
async function expectRefused(user: ReturnType<typeof show>['user'], form: HTMLElement, message: string) {
  await user.click(within(form).getByRole('button', { name: 'Salvar' }));
  expect(await within(form).findByText(message)).toBeInTheDocument();
  expect(saveRecord).not.toHaveBeenCalled();
}

describe('consent and the anamnese', () => {
  it('a student without a record starts with the consent, and the form asks for its date', async () => {
    const { user, form } = await openConsentForm();
    await user.type(within(form).getByLabelText('Queixa principal'), 'Dor no ombro');
    await expectRefused(user, form, 'Informe a data em que o aluno assinou o termo de consentimento.');
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
    vi.mocked(saveRecord).mockResolvedValueOnce();
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
    );
  });
});

describe('two people starting the same record', () => {
  const theirs = { ...aRecord(), restricoes: 'Evitar flexão lombar', updatedByName: 'Bia Admin' };
  const conflict = () =>
    new EditConflict({ version: 1, updatedBy: 'b', updatedByName: 'Bia Admin', writtenAt: NOW, data: theirs });

  /** The consent form filled and saved, refused because Bia saved a first anamnese meanwhile. */
  async function collide() {
    vi.mocked(saveRecord).mockRejectedValueOnce(conflict());
    const { user, form } = await openConsentForm();
    await user.type(within(form).getByLabelText('Data do consentimento'), '2025-06-10');
    await user.type(within(form).getByLabelText('Restrições e contraindicações'), 'Sem decúbito ventral');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(/Bia Admin salvou este registro/)).toBeInTheDocument();
    return { user, form };
  }

  it("'Manter o meu' saves what was typed as a change of their anamnese", async () => {
    const { user } = await collide();
    await user.click(screen.getByRole('button', { name: 'Manter o meu' }));
    await vi.waitFor(() => expect(saveRecord).toHaveBeenCalledTimes(2));
    const [, fields, opened] = vi.mocked(saveRecord).mock.calls[1]!;
    expect(fields).toMatchObject({ restricoes: 'Sem decúbito ventral' });
    expect(opened).toMatchObject({ id: 's1', version: 1, restricoes: 'Evitar flexão lombar' });
    expect(await screen.findByText('Prontuário iniciado com sucesso!')).toBeInTheDocument();
  });

  it("'Recarregar' shows their anamnese, and the next save edits it", async () => {
    const { user, form } = await collide();
    await user.click(screen.getByRole('button', { name: 'Recarregar' }));
    const restrictions = within(form).getByLabelText('Restrições e contraindicações');
    await waitFor(() => expect(restrictions).toHaveValue('Evitar flexão lombar'));
    await user.type(restrictions, '; sem carga');
    // The form is hidden from assistive technology until the prompt has finished closing.
    await user.click(await within(form).findByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(saveRecord).toHaveBeenCalledTimes(2));
    expect(vi.mocked(saveRecord).mock.calls[1]?.[2]).toMatchObject({ id: 's1', version: 1 });
  });
});

describe('Evolução', () => {
  it('its author edits a note for 24 hours; after that, and for others, it is corrected by a new note', async () => {
    vi.mocked(openRecord).mockResolvedValue(aRecord());
    vi.mocked(loadNotes).mockResolvedValue([
      aNote('recent', 2, { data: '2025-06-15' }),
      aNote('old', 30, { data: '2025-06-13' }),
      aNote('theirs', 1, { data: '2025-06-14', updatedBy: 'uid-9', updatedByName: 'Ivo Instrutor' }),
    ]);
    const { user } = show();
    const recent = await screen.findByRole('article', { name: 'Evolução de 15/06/2025' });
    expect(within(recent).getByRole('button', { name: 'Editar' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Evolução de 14/06/2025' })).getByRole('button', { name: 'Corrigir' }),
    ).toBeInTheDocument();
    const old = screen.getByRole('article', { name: 'Evolução de 13/06/2025' });
    await user.click(within(old).getByRole('button', { name: 'Corrigir' }));
    const form = screen.getByRole('dialog', { name: 'Corrigir evolução' });
    await user.clear(within(form).getByLabelText('Como o paciente respondeu'));
    await user.type(within(form).getByLabelText('Como o paciente respondeu'), 'Sem dor');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() =>
      expect(addNote).toHaveBeenCalledWith(
        's1',
        expect.objectContaining({ corrige: 'old', resposta: 'Sem dor' }),
        'Beatriz Carvalho',
      ),
    );
  });

  /** Opens 'Editar' on a note of one's own, first saved `hoursAgo` hours ago, changes it and saves. */
  async function editOwnNote(hoursAgo: number) {
    vi.mocked(openRecord).mockResolvedValue(aRecord());
    vi.mocked(loadNotes).mockResolvedValue([aNote('mine', hoursAgo, { data: '2025-06-15' })]);
    const { user } = show();
    const article = await screen.findByRole('article', { name: 'Evolução de 15/06/2025' });
    await user.click(within(article).getByRole('button', { name: 'Editar' }));
    const form = screen.getByRole('dialog', { name: 'Editar evolução' });
    await user.type(within(form).getByLabelText('Como o paciente respondeu'), 'Animada');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    return { user, form };
  }
  const denied = () => Object.assign(new Error('denied'), { code: 'permission-denied' });

  it('an edit refused once the 24 hours have passed says so and points to Corrigir', async () => {
    vi.mocked(editNote).mockImplementationOnce(() => {
      vi.setSystemTime(NOW + 2 * 60 * 60 * 1000); // the dialog stayed open past the note's 24 hours
      return Promise.reject(denied());
    });
    const { form } = await editOwnNote(23);
    expect(await within(form).findByText(/passaram-se 24 horas\): use Corrigir\./)).toBeInTheDocument();
  });

  it('an edit refused within the 24 hours does not blame the 24 hours', async () => {
    vi.mocked(editNote).mockRejectedValueOnce(denied());
    const { form } = await editOwnNote(2);
    expect(await within(form).findByText(/Erro ao salvar a evolução\. Tente novamente\./)).toBeInTheDocument();
    expect(within(form).queryByText(/24 horas/)).not.toBeInTheDocument();
    expect(within(form).getByLabelText('Como o paciente respondeu')).toHaveValue('Animada');
  });

  it("an edit over a newer version saved from another device asks, and 'Manter o meu' saves on it", async () => {
    const newer = { ...aNote('mine', 2, { data: '2025-06-15' }), resposta: 'Cansada', version: 2 };
    vi.mocked(editNote).mockRejectedValueOnce(
      new EditConflict({ version: 2, updatedBy: 'uid-1', updatedByName: 'Helena Duarte', writtenAt: NOW, data: newer }),
    );
    const { user } = await editOwnNote(2);
    await user.click(await screen.findByRole('button', { name: 'Manter o meu' }));
    await vi.waitFor(() => expect(editNote).toHaveBeenCalledTimes(2));
    const [, note, fields] = vi.mocked(editNote).mock.calls[1]!;
    expect(note).toMatchObject({ id: 'mine', version: 2 });
    expect(fields).toMatchObject({ resposta: 'Animada' });
    expect(await screen.findByText('Evolução salva com sucesso!')).toBeInTheDocument();
  });

  it('a note must say what was done', async () => {
    vi.mocked(openRecord).mockResolvedValue(aRecord());
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'Nova evolução' }));
    const form = screen.getByRole('dialog', { name: 'Nova evolução' });
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByText('Descreva o que foi feito na sessão.')).toBeInTheDocument();
    expect(addNote).not.toHaveBeenCalled();
  });
});
