import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePaymentSummaries, useStudentFees } from '../../data/hooks';
import { createMonthlyDues, monthPayments } from '../../data/monthly-dues-repo';
import type { MonthPayments } from '../../domain/monthly-dues';
import { live } from '../testing/factories';
import { AWAITING_SERVER, DUES_FROM_CACHE, FEES_FROM_CACHE, PREVIEW_CHANGED } from './generate-dues-dialog';
import { fees, feesRead, held, openPreview, setUpGenerateDuesTests } from './generate-dues-test-setup';
import { dialog, openPayments, summaries } from './payments-test-setup';

vi.mock('../../data/hooks', () => import('./payments-hooks-mock'));
vi.mock('../../data/payment-ledger', () => ({ addPayment: vi.fn(), updatePayment: vi.fn() }));
vi.mock('../../data/monthly-dues-repo', () => ({ monthPayments: vi.fn(), createMonthlyDues: vi.fn() }));

setUpGenerateDuesTests();

describe('Gerar mensalidades', { timeout: 60_000 }, () => {
  it('previews how many dues and their total, then creates them for the month chosen', async () => {
    const { user } = openPayments();
    await user.click(screen.getByRole('button', { name: 'Gerar mensalidades' }));
    const preview = await within(dialog('Gerar mensalidades')).findByRole('alert', { name: 'Prévia' });
    expect(preview).toHaveTextContent(
      'Será gerada 1 mensalidade de junho de 2025, total R$ 280,00. Já geradas: 0. Sem mensalidade: 1. Aulas avulsas: 1.',
    );
    expect(monthPayments).toHaveBeenCalledWith('2025-06', expect.any(Function));
    await user.click(within(dialog()).getByRole('combobox', { name: 'Mês' }));
    await user.click(screen.getByRole('option', { name: 'julho' }));
    await waitFor(() => expect(monthPayments).toHaveBeenLastCalledWith('2025-07', expect.any(Function)));
    await user.click(within(dialog()).getByRole('button', { name: 'Gerar' }));
    await waitFor(() => expect(createMonthlyDues).toHaveBeenCalledOnce());
    const [dues, summaryOf] = vi.mocked(createMonthlyDues).mock.calls[0] ?? [];
    expect(dues).toEqual([
      expect.objectContaining({
        id: '2025-07_ana',
        studentId: 'ana',
        amount: 280,
        dueDate: '2025-07-31',
        status: 'pending',
      }),
    ]);
    expect(summaryOf?.('ana')).toEqual(summaries().get('ana'));
    expect(await screen.findByText('1 mensalidade gerada com sucesso!')).toBeInTheDocument();
  });

  it('plans nothing until the students and their summaries have arrived (no due over a summary not read)', async () => {
    const { user } = openPayments();
    vi.mocked(usePaymentSummaries).mockReturnValue(live(new Map(), { loading: true }));
    await user.click(screen.getByRole('button', { name: 'Gerar mensalidades' }));
    expect(
      within(dialog('Gerar mensalidades')).getByRole('progressbar', { name: 'Calculando mensalidades' }),
    ).toBeVisible();
    expect(within(dialog()).queryByRole('alert', { name: 'Prévia' })).not.toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Gerar' })).toBeDisabled();
  });

  it("offers neither 'Novo Pagamento' nor 'Gerar mensalidades' before the summaries are whole", () => {
    openPayments(undefined, live(new Map(), { loading: true }));
    expect(screen.getByRole('button', { name: 'Gerar mensalidades' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Novo Pagamento' })).toBeDisabled();
  });

  it('offers neither when the summaries cannot be read (a payment would restart its totals)', () => {
    openPayments(undefined, live(new Map(), { error: new Error('permission-denied') }));
    expect(screen.queryByText('Ana Souza')).not.toBeInTheDocument(); // not listed as 'Sem pagamentos'
    expect(screen.getByRole('button', { name: 'Gerar mensalidades' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Novo Pagamento' })).toBeDisabled();
  });

  it('says when the summaries cannot be read, and generates nothing', async () => {
    const { user } = openPayments();
    vi.mocked(usePaymentSummaries).mockReturnValue(live(new Map(), { error: new Error('permission-denied') }));
    await user.click(screen.getByRole('button', { name: 'Gerar mensalidades' }));
    expect(
      await within(dialog('Gerar mensalidades')).findByText(/Não foi possível ler os alunos e seus pagamentos/),
    ).toBeVisible();
    expect(within(dialog()).getByRole('button', { name: 'Gerar' })).toBeDisabled();
  });

  it('offers nothing to generate when the month is done, and says so', async () => {
    vi.mocked(monthPayments).mockResolvedValue(held(['2025-06_ana'], ['ana']));
    const { user } = openPayments();
    await user.click(screen.getByRole('button', { name: 'Gerar mensalidades' }));
    const preview = await within(dialog('Gerar mensalidades')).findByRole('alert', { name: 'Prévia' });
    expect(preview).toHaveTextContent('Nenhuma mensalidade a gerar em junho de 2025. Já geradas: 1.');
    expect(within(dialog()).getByRole('button', { name: 'Gerar' })).toBeDisabled();
  });

  it('does not charge again a student whose payment due in the month was recorded by hand, unless ticked', async () => {
    vi.mocked(monthPayments).mockResolvedValue(held([], ['ana']));
    const { user } = openPayments();
    await user.click(screen.getByRole('button', { name: 'Gerar mensalidades' }));
    const preview = await within(dialog('Gerar mensalidades')).findByRole('alert', { name: 'Prévia' });
    expect(preview).toHaveTextContent(
      'Nenhuma mensalidade a gerar em junho de 2025. Já geradas: 0. Já com pagamento que vence no mês: 1 (veja abaixo).',
    );
    expect(within(dialog()).getByRole('button', { name: 'Gerar' })).toBeDisabled();
    // Ana's payment was a single class: the admin ticks her, and her fee is charged.
    const choice = within(dialog()).getByRole('group', { name: /^Já com pagamento que vence em junho de 2025\./ });
    await user.click(within(choice).getByRole('checkbox', { name: 'Ana Souza' }));
    await user.click(document.querySelector('.MuiBackdrop-root')!); // a click beside it: kept, ticked
    expect(within(dialog('Gerar mensalidades')).getByRole('checkbox', { name: 'Ana Souza' })).toBeChecked();
    expect(preview).toHaveTextContent('Será gerada 1 mensalidade de junho de 2025, total R$ 280,00. Já geradas: 0.');
    await user.click(within(dialog()).getByRole('button', { name: 'Gerar' }));
    await waitFor(() => expect(createMonthlyDues).toHaveBeenCalledOnce());
    expect(vi.mocked(createMonthlyDues).mock.calls[0]?.[0].map((d) => d.id)).toEqual(['2025-06_ana']);
  });

  it('reads the month again on Gerar: a fee recorded elsewhere since the preview is not charged twice', async () => {
    const user = await openPreview(); // Ana's fee to be generated
    vi.mocked(monthPayments).mockResolvedValue(held([], ['ana'])); // recorded meanwhile at the front desk
    await user.click(within(dialog()).getByRole('button', { name: 'Gerar' }));
    expect((await within(dialog()).findByText(PREVIEW_CHANGED)).closest('[role="alert"]')).toHaveFocus();
    expect(createMonthlyDues).not.toHaveBeenCalled();
    expect(within(dialog()).getByRole('alert', { name: 'Prévia' })).toHaveTextContent(
      'Nenhuma mensalidade a gerar em junho de 2025. Já geradas: 0. Já com pagamento que vence no mês: 1 (veja abaixo).',
    );
  });

  it.each([
    [
      'some dues are refused',
      { created: 0, failed: 1, firstError: Object.assign(new Error('x'), { code: 'permission-denied' }) },
      /1 mensalidade não foi gerada: outra pessoa pode tê-la gerado/,
    ],
    [
      'the server is too slow to answer',
      { created: 3, failed: 2, firstError: Object.assign(new Error('x'), { code: 'deadline-exceeded' }) },
      '2 mensalidades não foram geradas. O servidor demorou para responder. Tente novamente.',
    ],
    [
      'nothing could start (the session ended)',
      new Error('sessão encerrada'),
      /Não foi possível gerar as mensalidades/,
    ],
  ])('keeps the dialog open, usable, and says why when %s', async (_what, outcome, message) => {
    if (outcome instanceof Error) vi.mocked(createMonthlyDues).mockRejectedValue(outcome);
    else vi.mocked(createMonthlyDues).mockResolvedValue(outcome);
    const user = await openPreview();
    await user.click(within(dialog()).getByRole('button', { name: 'Gerar' }));
    // Said where focus goes, the button pressed being disabled while the month is read again.
    expect((await within(dialog()).findByText(message)).closest('[role="alert"]')).toHaveFocus();
    expect(within(dialog()).getByRole('button', { name: 'Cancelar' })).toBeEnabled();
  });

  it('keeps the focus on the button while generating, busy and ignoring another press', async () => {
    let finish = (_: { created: number; failed: number }) => undefined as void;
    vi.mocked(createMonthlyDues).mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const user = await openPreview();
    await user.click(within(dialog()).getByRole('button', { name: 'Gerar' }));
    const busy = within(dialog()).getByRole('button', { name: 'Gerando...' });
    expect(busy).toHaveFocus();
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(createMonthlyDues).toHaveBeenCalledOnce();
    finish({ created: 1, failed: 0 });
    expect(await screen.findByText('1 mensalidade gerada com sucesso!')).toBeInTheDocument();
  });
  it('warns that an offline preview may miss a payment recorded on another device', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.mocked(monthPayments).mockResolvedValue({ ...held(), fromCache: true });
    await openPreview();
    expect(within(dialog()).getByText(DUES_FROM_CACHE)).toBeVisible();
    expect(within(dialog()).getByRole('button', { name: 'Gerar' })).toBeEnabled();
    expect(within(dialog()).queryByText(FEES_FROM_CACHE)).not.toBeInTheDocument();
  });

  it('warns that offline only the students whose fees this device has read are in the preview', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.mocked(useStudentFees).mockReturnValue(feesRead(new Map([['ana', fees(280)]]), { fromCache: true }));
    await openPreview();
    expect(within(dialog()).getByText(FEES_FROM_CACHE)).toBeVisible();
  });

  it('says it waits for the server while a slow one keeps the month from being read (its cache is set aside)', async () => {
    // The data layer sets the cache's answer aside and asks again (server-answer.ts); the server answers later.
    let answer: (value: MonthPayments) => void = () => undefined;
    vi.mocked(monthPayments).mockImplementationOnce((_month, onWaiting) => {
      onWaiting?.();
      return new Promise((resolve) => (answer = resolve));
    });
    const { user } = openPayments();
    await user.click(screen.getByRole('button', { name: 'Gerar mensalidades' }));
    expect(await within(dialog('Gerar mensalidades')).findByRole('status')).toHaveTextContent(AWAITING_SERVER);
    expect(within(dialog()).queryByRole('alert', { name: 'Prévia' })).not.toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Gerar' })).toBeDisabled();
    answer(held());
    const preview = await within(dialog()).findByRole('alert', { name: 'Prévia' });
    expect(preview).toHaveTextContent('Será gerada 1 mensalidade de junho de 2025, total R$ 280,00.');
    expect(within(dialog()).queryByText(AWAITING_SERVER)).not.toBeInTheDocument();
  });

  it('names the active students whose fees fail their format: they are not in the preview', async () => {
    vi.mocked(useStudentFees).mockReturnValue(
      feesRead(new Map([['davi', fees(0)]]), { unreadableIds: ['ana', 'bia'] }), // Bia is inactive
    );
    await openPreview();
    expect(
      within(dialog()).getByText(
        /^Fora da prévia: Ana Souza, cujos valores e plano estão fora do formato esperado\. Avise/,
      ),
    ).toBeVisible();
  });

  it('says so when the month cannot be read again after a refused batch, instead of calculating forever', async () => {
    vi.mocked(createMonthlyDues).mockResolvedValue({ created: 0, failed: 1 });
    const user = await openPreview();
    // Read on Gerar (unchanged), then again after the refusal.
    vi.mocked(monthPayments).mockResolvedValueOnce(held()).mockRejectedValueOnce(new Error('unavailable'));
    await user.click(within(dialog()).getByRole('button', { name: 'Gerar' }));
    expect(await within(dialog()).findByText(/Não foi possível ler as mensalidades do mês/)).toBeVisible();
    expect(within(dialog()).queryByRole('progressbar', { name: 'Calculando mensalidades' })).toBeNull();
  });

  it('a month chosen after a refused batch is not replaced by the late answer of the month read again', async () => {
    vi.mocked(createMonthlyDues).mockResolvedValue({ created: 0, failed: 1 });
    const user = await openPreview();
    let answerJune = (_held: ReturnType<typeof held>) => undefined as void;
    vi.mocked(monthPayments)
      .mockResolvedValueOnce(held())
      .mockImplementationOnce(() => new Promise((resolve) => (answerJune = resolve)));
    await user.click(within(dialog()).getByRole('button', { name: 'Gerar' }));
    await user.click(await within(dialog()).findByRole('combobox', { name: 'Mês' }));
    await user.click(screen.getByRole('option', { name: 'julho' }));
    await within(dialog()).findByText(/mensalidade de julho de 2025/);
    await act(async () => answerJune(held()));
    expect(within(dialog()).getByText(/mensalidade de julho de 2025/)).toBeVisible();
    expect(within(dialog()).queryByRole('progressbar', { name: 'Calculando mensalidades' })).toBeNull();
  });

  it("says when the students' fees cannot be read, and generates nothing", async () => {
    vi.mocked(useStudentFees).mockReturnValue(feesRead(new Map(), { error: new Error('offline') }));
    const { user } = openPayments();
    await user.click(screen.getByRole('button', { name: 'Gerar mensalidades' }));
    expect(
      await within(dialog('Gerar mensalidades')).findByText(/Não foi possível ler os valores dos alunos/),
    ).toBeVisible();
    expect(within(dialog()).queryByRole('alert', { name: 'Prévia' })).toBeNull();
    expect(within(dialog()).getByRole('button', { name: 'Gerar' })).toBeDisabled();
  });
});
