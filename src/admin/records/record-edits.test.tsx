// The prontuário's edits that meet another person's: two first anamneses at once, and Evolução
// (its 24 hours, a newer version from another device, corrections). The rest: record-screen.test.tsx.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addNote, editNote, loadNotes, openRecord, saveRecord } from '../../data/records-repo';
import { EditConflict } from '../../domain/authorship';
import { openConsentForm, setUpRecordScreen, show } from './record-screen-setup';
import { NOW, aNote, aRecord } from './records-test-setup';
import { EDIT_CLOSED_TEXT } from './note-dialog';

vi.mock('../../data/hooks');
vi.mock('../../data/records-repo');

setUpRecordScreen();

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
    const [, fields, opened, , from] = vi.mocked(saveRecord).mock.calls[1]!;
    expect(fields).toMatchObject({ restricoes: 'Sem decúbito ventral' });
    expect(opened).toMatchObject({ id: 's1', version: 1, restricoes: 'Evitar flexão lombar' });
    // Changed from the empty form it opened as, not from theirs: a field left blank keeps their text.
    expect(from).toMatchObject({ restricoes: '', queixaPrincipal: '', condicoes: {} });
    expect(await screen.findByText('Prontuário iniciado com sucesso!')).toBeInTheDocument();
  });

  it("'Manter o meu' over a newer anamnese saves the change on theirs, from the version this form opened", async () => {
    const opened = aRecord({ version: 1, medicamentos: '' });
    const newer = { ...opened, condicoes: { gestacao: '20 semanas' }, version: 2 };
    vi.mocked(openRecord).mockResolvedValue(opened);
    vi.mocked(saveRecord).mockRejectedValueOnce(
      new EditConflict({ version: 2, updatedBy: 'b', updatedByName: 'Bia Admin', writtenAt: NOW, data: newer }),
    );
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'Editar anamnese' }));
    const form = screen.getByRole('dialog', { name: /Anamnese/ });
    await user.type(within(form).getByLabelText('Medicamentos'), 'Losartana');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    await user.click(await screen.findByRole('button', { name: 'Manter o meu' }));
    await vi.waitFor(() => expect(saveRecord).toHaveBeenCalledTimes(2));
    const [, fields, over, , from] = vi.mocked(saveRecord).mock.calls[1]!;
    expect(fields).toMatchObject({ medicamentos: 'Losartana' });
    // Saved over theirs (the condition they marked is there to keep), as a change of what was opened here.
    expect(over).toMatchObject({ version: 2, condicoes: { gestacao: '20 semanas' } });
    expect(from).toMatchObject({ version: 1, medicamentos: '' });
  });

  it('an anamnese saved unchanged says so: no revision is written', async () => {
    vi.mocked(openRecord).mockResolvedValue(aRecord());
    vi.mocked(saveRecord).mockResolvedValueOnce(false);
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'Editar anamnese' }));
    await user.click(within(screen.getByRole('dialog', { name: /Anamnese/ })).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Nenhuma alteração a salvar: a anamnese continua como estava.')).toBeInTheDocument();
    expect(screen.queryByText('Anamnese salva com sucesso!')).toBeNull();
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
    vi.mocked(loadNotes).mockResolvedValue({
      rows: [
        aNote('recent', 2, { data: '2025-06-15' }),
        aNote('old', 30, { data: '2025-06-13' }),
        aNote('theirs', 1, { data: '2025-06-14', updatedBy: 'uid-9', updatedByName: 'Ivo Instrutor' }),
      ],
      complete: true,
      unreadable: 0,
    });
    const { user } = show();
    const recent = await screen.findByRole('article', { name: 'Evolução de 15/06/2025' });
    expect(within(recent).getByRole('button', { name: 'Editar' })).toBeInTheDocument();
    // Another's, still in its author's 24 hours: only its author changes it; a correction is a new note.
    const theirs = screen.getByRole('article', { name: 'Evolução de 14/06/2025' });
    await user.click(within(theirs).getByRole('button', { name: 'Corrigir' }));
    expect(screen.getByRole('dialog', { name: 'Corrigir evolução' })).toHaveTextContent(
      'A evolução de 14/06/2025 só pode ser alterada por quem a registrou (Ivo Instrutor), nas 24 horas seguintes.',
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Corrigir evolução' })).getByRole('button', { name: 'Cancelar' }),
    );
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
    vi.mocked(loadNotes).mockResolvedValue({
      rows: [aNote('mine', hoursAgo, { data: '2025-06-15' })],
      complete: true,
      unreadable: 0,
    });
    const { user } = show();
    const article = await screen.findByRole('article', { name: 'Evolução de 15/06/2025' });
    await user.click(within(article).getByRole('button', { name: 'Editar' }));
    const form = screen.getByRole('dialog', { name: 'Editar evolução' });
    await user.type(within(form).getByLabelText('Como o paciente respondeu'), 'Animada');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    return { user, form };
  }
  const denied = () => Object.assign(new Error('denied'), { code: 'permission-denied' });

  it("an edit refused once the 24 hours have passed keeps the text, saved by 'Salvar como correção'", async () => {
    vi.mocked(editNote).mockImplementationOnce(() => {
      vi.setSystemTime(NOW + 2 * 60 * 60 * 1000); // the dialog stayed open past the note's 24 hours
      return Promise.reject(denied());
    });
    let answer = () => undefined as void;
    vi.mocked(addNote).mockImplementationOnce(
      () => new Promise((resolve) => (answer = () => resolve(undefined as never))),
    );
    const { user, form } = await editOwnNote(23);
    expect(await within(form).findByText(EDIT_CLOSED_TEXT)).toBeInTheDocument();
    const correction = within(form).getByRole('button', { name: 'Salvar como correção' });
    await user.click(correction);
    // While it saves it says so, without being disabled (which would drop the focus to the top of the dialog).
    await vi.waitFor(() => expect(correction).toHaveAttribute('aria-disabled', 'true'));
    expect(correction).toBeEnabled();
    answer();
    await vi.waitFor(() =>
      expect(addNote).toHaveBeenCalledWith(
        's1',
        expect.objectContaining({ corrige: 'mine', resposta: 'Animada' }),
        'Beatriz Carvalho',
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar evolução' })).toBeNull());
  });

  it('an edit past the 24 hours when saved is not tried: offline, the server would refuse it later, the text lost', async () => {
    vi.mocked(openRecord).mockResolvedValue(aRecord());
    vi.mocked(loadNotes).mockResolvedValue({ rows: [aNote('mine', 23.9)], complete: true, unreadable: 0 });
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const form = screen.getByRole('dialog', { name: 'Editar evolução' });
    vi.setSystemTime(NOW + 10 * 60 * 1000); // typed for ten minutes: past the 24 hours
    await user.type(within(form).getByLabelText('Como o paciente respondeu'), 'Animada');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByText(EDIT_CLOSED_TEXT)).toBeInTheDocument();
    expect(editNote).not.toHaveBeenCalled();
  });

  it('an edit refused within the 24 hours does not blame the 24 hours', async () => {
    vi.mocked(editNote).mockRejectedValueOnce(denied());
    const { form } = await editOwnNote(2);
    expect(await within(form).findByText(/Erro ao salvar a evolução\. Tente novamente\./)).toBeInTheDocument();
    expect(within(form).queryByText(/24 horas/)).not.toBeInTheDocument();
    expect(within(form).getByLabelText('Como o paciente respondeu')).toHaveValue('Animada');
  });

  it('an edit that changed nothing says so: no version is written', async () => {
    vi.mocked(editNote).mockResolvedValueOnce(false);
    await editOwnNote(2);
    expect(await screen.findByText('Nenhuma alteração a salvar: a evolução continua como estava.')).toBeInTheDocument();
    expect(screen.queryByText('Evolução salva com sucesso!')).toBeNull();
  });

  it("an edit over a newer version saved from another device asks, and 'Manter o meu' saves on it", async () => {
    const newer = { ...aNote('mine', 2, { data: '2025-06-15', updatedAt: NOW }), resposta: 'Cansada', version: 2 };
    vi.mocked(editNote).mockRejectedValueOnce(
      new EditConflict({ version: 2, updatedBy: 'uid-1', updatedByName: 'Helena Duarte', writtenAt: NOW, data: newer }),
    );
    const { user } = await editOwnNote(2);
    await user.click(await screen.findByRole('button', { name: 'Manter o meu' }));
    await vi.waitFor(() => expect(editNote).toHaveBeenCalledTimes(2));
    // What changed from the version opened, written over theirs (version 2).
    const [, base, fields, , current] = vi.mocked(editNote).mock.calls[1]!;
    expect(base).toMatchObject({ id: 'mine', version: 1 });
    expect(current).toEqual({ version: 2, updatedAt: newer.updatedAt });
    expect(fields).toMatchObject({ resposta: 'Animada' });
    expect(await screen.findByText('Evolução salva com sucesso!')).toBeInTheDocument();
  });

  it("'Manter o meu' pressed once the 24 hours have passed keeps the text, to be saved as a correction", async () => {
    const newer = { ...aNote('mine', 23.9), resposta: 'Cansada', version: 2 };
    vi.mocked(editNote).mockRejectedValueOnce(
      new EditConflict({ version: 2, updatedBy: 'uid-1', updatedByName: 'Helena Duarte', writtenAt: NOW, data: newer }),
    );
    const { user } = await editOwnNote(23.9);
    const keep = await screen.findByRole('button', { name: 'Manter o meu' });
    vi.setSystemTime(NOW + 10 * 60 * 1000); // read their version for ten minutes: past the 24 hours
    await user.click(keep);
    const form = await screen.findByRole('dialog', { name: 'Editar evolução' });
    expect(await within(form).findByText(EDIT_CLOSED_TEXT)).toBeInTheDocument();
    expect(within(form).getByLabelText('Como o paciente respondeu')).toHaveValue('Animada');
    expect(within(form).getByRole('button', { name: 'Salvar como correção' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Manter o meu' })).toBeNull();
    expect(editNote).toHaveBeenCalledOnce();
  });

  it('a note must say what was done, on a day that has come', async () => {
    vi.mocked(openRecord).mockResolvedValue(aRecord());
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'Nova evolução' }));
    const form = screen.getByRole('dialog', { name: 'Nova evolução' });
    const date = within(form).getByLabelText('Data da sessão');
    await user.clear(date);
    await user.type(date, '2052-06-15');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByText('Descreva o que foi feito na sessão.')).toBeInTheDocument();
    expect(within(form).getByText('Data no futuro')).toBeInTheDocument();
    expect(addNote).not.toHaveBeenCalled();
  });

  it('notes that could not be read: the error goes once a later read succeeds (after a save)', async () => {
    vi.mocked(openRecord).mockResolvedValue(aRecord());
    vi.mocked(loadNotes)
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ rows: [aNote('new', 0)], complete: true, unreadable: 0 });
    vi.mocked(addNote).mockResolvedValue(undefined as never);
    const { user } = show();
    expect(await screen.findByText(/Não foi possível ler as evoluções\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nova evolução' }));
    const form = screen.getByRole('dialog', { name: 'Nova evolução' });
    await user.type(within(form).getByLabelText('O que foi feito'), 'Alongamento');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('article', { name: /^Evolução de/ })).toBeInTheDocument();
    expect(screen.queryByText(/Não foi possível ler as evoluções\./)).not.toBeInTheDocument();
  });
});
