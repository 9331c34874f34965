// 'Feriados e recesso' with the keyboard and a screen reader: where focus goes, what is said.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { saveClosure } from '../../data/closures-repo';
import { useClosures } from '../../data/week-hooks';
import { live } from '../testing/factories';
import { asked, open, pendingSave, saved, setUpClosuresTests } from './closures-test-setup';

vi.mock('../../data/week-hooks');
vi.mock('../../data/closures-repo');

setUpClosuresTests();

describe('Feriados e recesso: keyboard and screen reader', { timeout: 30_000 }, () => {
  it('a switch toggled with the keyboard asks first; the question waits for the save, then focus is back on it', async () => {
    const finish = pendingSave();
    const { user } = open();
    const natal = screen.getByRole('switch', { name: 'Estúdio fechado: Natal 25/12/2026' });
    natal.focus();
    await user.keyboard(' ');
    const close = within(asked('Fechar o estúdio?')).getByRole('button', { name: 'Fechar o estúdio' });
    expect(close).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(saveClosure).toHaveBeenCalledOnce());
    expect(close).toBeDisabled(); // no second save while this one runs
    finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(natal).toHaveFocus());
  });

  it("'Cancelar' saves nothing and leaves the switch as it was", async () => {
    vi.mocked(useClosures).mockReturnValue(live([saved('r1', 'recesso', 'Férias', '2027-01-04', '2027-01-15')]));
    const { user } = open();
    const ferias = screen.getByRole('switch', { name: 'Estúdio fechado: Férias 04/01/2027 a 15/01/2027' });
    await user.click(ferias);
    expect(asked('Reabrir o estúdio?')).toHaveTextContent(
      /Férias \(04\/01\/2027 a 15\/01\/2027\): as aulas desses dias voltam/,
    );
    await user.click(within(asked('Reabrir o estúdio?')).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByText('Fechar o estúdio?')).toBeNull(); // fading out, it keeps its own question
    expect(saveClosure).not.toHaveBeenCalled();
    expect(ferias).toBeChecked();
  });

  it('Adicionar fechamento asks first, waits for the save, then gives focus back to it with the fields cleared', async () => {
    const finish = pendingSave();
    const { user } = open();
    await user.type(screen.getByLabelText('De'), '2027-02-01');
    await user.type(screen.getByLabelText('Até'), '2027-02-05');
    const add = screen.getByRole('button', { name: 'Adicionar fechamento' });
    add.focus();
    await user.keyboard('{Enter}');
    const close = within(asked('Fechar o estúdio?')).getByRole('button', { name: 'Fechar o estúdio' });
    expect(close).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(saveClosure).toHaveBeenCalledOnce());
    expect(close).toBeDisabled(); // no second save while this one runs
    expect(screen.getByLabelText('De')).toHaveValue('2027-02-01');
    finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(add).toHaveFocus());
    expect(screen.getByLabelText('De')).toHaveValue('');
    expect(saveClosure).toHaveBeenCalledOnce();
  });

  it('a range added, then another switch toggled while its question fades: the range is cleared all the same', async () => {
    const { user } = open();
    await user.type(screen.getByLabelText('De'), '2027-02-01');
    await user.type(screen.getByLabelText('Até'), '2027-02-05');
    await user.click(screen.getByRole('button', { name: 'Adicionar fechamento' }));
    await user.click(within(asked('Fechar o estúdio?')).getByRole('button', { name: 'Fechar o estúdio' }));
    await waitFor(() => expect(saveClosure).toHaveBeenCalledOnce());
    // Toggled before the fade ends (the page is still hidden behind it): the next question comes at once.
    fireEvent.click(screen.getByRole('switch', { name: 'Estúdio fechado: Natal 25/12/2026', hidden: true }));
    expect(screen.getByLabelText('De')).toHaveValue('');
    expect(await screen.findByText(/^Natal \(25\/12\/2026\): as aulas desse dia saem da agenda/)).toBeInTheDocument();
  });

  it('takes focus to Recesso e outros fechamentos once the proposed recess is added', async () => {
    const { user } = open();
    const add = screen.getByRole('button', { name: 'Adicionar recesso' });
    add.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}'); // 'Fechar o estúdio', focused in the question
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Recesso e outros fechamentos' })).toHaveFocus());
    expect(saveClosure).toHaveBeenCalledOnce();
  });

  it('marks the fields the range error is about, its message beside each, gone once the range changes', async () => {
    const { user } = open();
    const from = screen.getByLabelText('De');
    const to = screen.getByLabelText('Até');
    const reason = screen.getByRole('textbox', { name: 'Motivo' });
    const add = screen.getByRole('button', { name: 'Adicionar fechamento' });

    await user.click(add);
    expect(screen.getAllByText('Informe as duas datas.')).toHaveLength(2);
    for (const field of [from, to]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('Informe as duas datas.');
    }
    // Beside both fields, announced once.
    expect(screen.getAllByRole('alert').filter((a) => a.textContent === 'Informe as duas datas.')).toHaveLength(1);
    expect(reason).toHaveAttribute('aria-invalid', 'false');

    await user.type(from, '2026-12-10');
    expect(screen.queryByText('Informe as duas datas.')).toBeNull(); // checked again on Adicionar
    await user.click(add);
    expect(from).toHaveAttribute('aria-invalid', 'false');
    expect(from).not.toHaveAccessibleDescription();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('Informe as duas datas.');

    for (const [typed, message] of [
      // A year typed with a digit short would close every day back to the year 202.
      ['0202-12-12', 'Ano fora do esperado: confira a data.'],
      ['2026-12-01', 'A data final deve ser igual ou posterior à inicial.'],
    ] as const) {
      await user.clear(to);
      await user.type(to, typed);
      await user.click(add);
      expect(to).toHaveAttribute('aria-invalid', 'true');
      expect(to).toHaveAccessibleDescription(message);
      expect(from).toHaveAttribute('aria-invalid', 'false');
    }

    await user.clear(to);
    await user.type(to, '2026-12-12');
    await user.clear(reason);
    await user.click(add);
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription('Informe o motivo.');
    // Announced once as it appears: focus stays on 'Adicionar fechamento'.
    expect(screen.getAllByRole('alert').filter((a) => a.textContent === 'Informe o motivo.')).toHaveLength(1);
    expect(to).toHaveAttribute('aria-invalid', 'false');
    expect(saveClosure).not.toHaveBeenCalled();
  });
});
