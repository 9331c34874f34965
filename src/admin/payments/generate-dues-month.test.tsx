// 'Gerar mensalidades': the month and year chosen, half typed or mistyped, and a month that cannot be read.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { monthPayments } from '../../data/monthly-dues-repo';
import { openPreview, setUpGenerateDuesTests } from './generate-dues-test-setup';
import { dialog, openPayments } from './payments-test-setup';

vi.mock('../../data/hooks', () => import('./payments-hooks-mock'));
vi.mock('../../data/payment-ledger', () => ({ addPayment: vi.fn(), updatePayment: vi.fn() }));
vi.mock('../../data/monthly-dues-repo', () => ({ monthPayments: vi.fn(), createMonthlyDues: vi.fn() }));

setUpGenerateDuesTests();

describe('Gerar mensalidades: the month', { timeout: 60_000 }, () => {
  it("offers no preview nor 'Gerar' while the year is half typed (the month before is still chosen)", async () => {
    const user = await openPreview();
    await user.type(within(dialog()).getByRole('textbox', { name: 'Ano' }), '{Backspace}');
    expect(within(dialog()).queryByRole('alert', { name: 'Prévia' })).toBeNull();
    expect(within(dialog()).getByRole('button', { name: 'Gerar' })).toBeDisabled();
    await user.type(within(dialog()).getByRole('textbox', { name: 'Ano' }), '6');
    expect(await within(dialog()).findByRole('alert', { name: 'Prévia' })).toHaveTextContent('junho de 2026');
  });

  it('takes a year far from this one for a typo: said beside Ano, with no preview nor Gerar', async () => {
    const user = await openPreview();
    const year = within(dialog()).getByRole('textbox', { name: 'Ano' });
    await user.clear(year);
    await user.type(year, '2205'); // 2025 with two digits swapped: 400 dues nobody could delete
    expect(year).toHaveAccessibleDescription('Ano fora do esperado: confira a data.');
    expect(within(dialog()).queryByRole('alert', { name: 'Prévia' })).toBeNull();
    expect(within(dialog()).getByRole('button', { name: 'Gerar' })).toBeDisabled();
    expect(monthPayments).not.toHaveBeenCalledWith('2205-06');
    await user.clear(year);
    await user.type(year, '2024'); // last year's December, say, is still owed
    expect(await within(dialog()).findByRole('alert', { name: 'Prévia' })).toHaveTextContent('junho de 2024');
  });

  it('a month picked while the year is half typed goes with the whole year shown again, and is previewed', async () => {
    const user = await openPreview();
    await user.type(within(dialog()).getByRole('textbox', { name: 'Ano' }), '{Backspace}');
    await user.click(within(dialog()).getByRole('combobox', { name: 'Mês' }));
    await user.click(screen.getByRole('option', { name: 'julho' }));
    expect(within(dialog()).getByRole('textbox', { name: 'Ano' })).toHaveValue('2025');
    expect(await within(dialog()).findByRole('alert', { name: 'Prévia' })).toHaveTextContent('julho de 2025');
    expect(within(dialog()).getByRole('button', { name: 'Gerar' })).toBeEnabled();
  });

  it('a month whose payments could not be read says so until another month is chosen and read', async () => {
    vi.mocked(monthPayments).mockRejectedValueOnce(new Error('unavailable'));
    const { user } = openPayments();
    await user.click(screen.getByRole('button', { name: 'Gerar mensalidades' }));
    expect(
      await within(dialog('Gerar mensalidades')).findByText(/Não foi possível ler as mensalidades do mês/),
    ).toBeVisible();
    await user.click(within(dialog()).getByRole('combobox', { name: 'Mês' }));
    await user.click(screen.getByRole('option', { name: 'julho' }));
    await within(dialog()).findByRole('alert', { name: 'Prévia' });
    expect(within(dialog()).queryByText(/Não foi possível ler as mensalidades do mês/)).toBeNull();
  });
});
