import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSettings } from '../../data/closures-repo';
import { useStudioSettings } from '../../data/week-hooks';
import { live } from '../testing/factories';
import { renderAdmin } from '../testing/render-admin';
import { CreditSettings } from './credit-settings';

vi.mock('../../data/week-hooks');
vi.mock('../../data/closures-repo');

beforeEach(() => {
  vi.mocked(useStudioSettings).mockReturnValue(live(null));
  vi.mocked(saveSettings).mockResolvedValue();
});
afterEach(() => vi.clearAllMocks());

const open = () => renderAdmin(<CreditSettings />, { url: '/admin/feriados' });

describe('Validade do crédito de reposição (Feriados e recesso)', { timeout: 30_000 }, () => {
  it('takes no second click on Salvar while the credit validity is being saved, and keeps focus on it', async () => {
    let finish = () => undefined as void;
    vi.mocked(saveSettings).mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const { user } = open();
    const salvar = screen.getByRole('button', { name: 'Salvar' });
    await user.click(salvar);
    expect(salvar).toHaveAttribute('aria-disabled', 'true');
    expect(salvar).toHaveFocus();
    await user.click(salvar);
    finish();
    await waitFor(() => expect(salvar).not.toHaveAttribute('aria-disabled'));
    expect(salvar).toHaveFocus();
    expect(saveSettings).toHaveBeenCalledOnce();
  });

  it('keeps the credit validity between 1 and 365 days', async () => {
    const { user } = open();
    const days = screen.getByLabelText('Validade do crédito de reposição (dias)');
    expect(days).toHaveValue('30');
    // A credit's last day is set when it is earned: the change does not reach those already given.
    expect(days).toHaveAccessibleDescription(
      'Contados a partir da aula perdida; vale para os créditos gerados daqui em diante.',
    );
    await user.clear(days);
    await user.type(days, '0');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('No mínimo 1 dia.')).toBeInTheDocument();
    await user.clear(days);
    // The message goes as the value is corrected, not at the next Salvar.
    expect(screen.queryByText('No mínimo 1 dia.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Informe os dias.');
    await user.type(days, '1,5');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('Informe um número inteiro de dias.')).toBeInTheDocument();
    expect(saveSettings).not.toHaveBeenCalled();
    await user.clear(days);
    await user.type(days, '45');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(saveSettings).toHaveBeenCalledWith({ creditDays: 45 }));
  });

  it('says when the saved validity could not be read, instead of showing 30 as if it were saved', () => {
    vi.mocked(useStudioSettings).mockReturnValue(live(null, { error: new Error('unavailable') }));
    open();
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar os dados.');
    expect(screen.getByLabelText('Validade do crédito de reposição (dias)')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  });
});
