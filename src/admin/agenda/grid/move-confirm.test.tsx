// A drag in Grade confirmed: a class whose roll call was taken (which Grade could not know) is not
// moved, and the message says why, without asking to try again; a clash at the new place is said first.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { moveClass } from '../../../data/occurrences-repo';
import { RollCallTakenError } from '../../../domain/attendance';
import { classOnDate } from '../../../domain/class-days';
import { aSchedule } from '../../testing/factories';
import { renderAdmin } from '../../testing/render-admin';
import { MoveConfirm } from './move-confirm';

vi.mock('../../../data/occurrences-repo');
afterEach(() => vi.clearAllMocks());

const schedule = aSchedule({ id: 'evening', studentIds: ['ana'], days: [1], startTime: '18:00', endTime: '19:00' });
const pending = {
  item: classOnDate(schedule, '2026-11-23', null),
  to: { date: '2026-11-27', startTime: '18:00', endTime: '19:00' },
  refused: null,
};

describe('MoveConfirm', () => {
  it('asks with what the new place clashes with, and moves all the same when confirmed', async () => {
    vi.mocked(moveClass).mockResolvedValue();
    const warnings = ['1 aluno desta aula já tem outra aula nesse horário.'];
    const { user } = renderAdmin(<MoveConfirm pending={{ ...pending, warnings }} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Remarcar' });
    expect(dialog).toHaveTextContent(
      'As outras aulas do horário não mudam. Atenção: 1 aluno desta aula já tem outra aula nesse horário.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remarcar' }));
    expect(moveClass).toHaveBeenCalledOnce();
  });

  it('says a class whose roll call was taken stays where it happened', async () => {
    vi.mocked(moveClass).mockRejectedValue(new RollCallTakenError());
    const onClose = vi.fn();
    const { user } = renderAdmin(<MoveConfirm pending={pending} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Remarcar' });
    expect(dialog).toHaveTextContent('Remarcar só a aula de 23/11/2026 18:00 para 27/11/2026 18:00–19:00?');
    await user.click(within(dialog).getByRole('button', { name: 'Remarcar' }));
    expect(
      await screen.findByText(
        'A chamada desta aula já foi feita: ela aconteceu no dia e horário de origem e não pode ser remarcada.',
      ),
    ).toBeVisible();
  });

  it('refused (a closed day), says why with one button that closes it', async () => {
    const onClose = vi.fn();
    const refused = '25/12/2026: Feriado: Natal. Escolha outro dia.';
    const { user } = renderAdmin(<MoveConfirm pending={{ ...pending, refused }} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Remarcar' });
    expect(dialog).toHaveTextContent(refused);
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Fechar']);
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalled();
    expect(moveClass).not.toHaveBeenCalled();
  });
});
