// The pro-rated first due (issue 17): proposed in the payment form for a student who joined
// mid-month, never imposed — for a new payment, and for the edit of that month's due generated in full.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addPayment, updatePayment } from '../../data/payment-ledger';
import type { PaymentRecord } from '../../data/payments-repo';
import { summarize } from '../../domain/payment-summary';
import { aPayment, aStudent, aStudentPrivate, live } from '../testing/factories';
import { dialog, field, now, openPayments, rowOf } from './payments-test-setup';

vi.mock('../../data/hooks', () => import('./payments-hooks-mock'));
vi.mock('../../data/payment-ledger', () => ({ addPayment: vi.fn(), updatePayment: vi.fn() }));
vi.mock('../../data/monthly-dues-repo', () => ({ monthPayments: vi.fn(), createMonthlyDues: vi.fn() }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now); // 2025-06-15 in São Paulo
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

/**
 * 'Novo Pagamento' for Davi Nunes, who joined at `joinedAt` on a monthly plan of `fee` and has
 * `payments`: chosen in the form.
 */
async function newPaymentForDavi(joinedAt: string, fee: number, payments: PaymentRecord[] = []) {
  const joined = aStudent({ id: 'davi', nome: 'Davi Nunes', createdAt: Date.parse(joinedAt) });
  const { user } = openPayments();
  const { useStudents, useStudentPrivate, useStudentPayments } = await import('../../data/hooks');
  vi.mocked(useStudents).mockReturnValue(live([joined]));
  vi.mocked(useStudentPayments).mockImplementation((id) => live(id === 'davi' ? payments : []));
  const plan = aStudentPrivate({ id: 'davi', frequencia: '2x', valorMensalidade: fee });
  vi.mocked(useStudentPrivate).mockImplementation((id) => live(id === 'davi' ? plan : null));
  await user.click(screen.getAllByRole('button', { name: 'Novo Pagamento' })[0]!);
  await user.click(within(dialog()).getByRole('combobox', { name: /Aluno/ }));
  await user.click(screen.getByRole('option', { name: 'Davi Nunes' }));
  return user;
}

describe('the pro-rated first due', { timeout: 60_000 }, () => {
  it('is proposed for a student who joined this month without payments, and used only when chosen', async () => {
    const user = await newPaymentForDavi('2025-06-12T15:00:00Z', 300);
    expect(field(/^Valor/)).toHaveValue('300,00');
    expect(dialog()).toHaveTextContent(
      'Entrou em 12/06/2025: primeira mensalidade proporcional de R$ 190,00 (19 de 30 dias).',
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Usar proporcional' }));
    expect(field(/^Valor/)).toHaveValue('190,00');
    await user.click(within(dialog()).getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(addPayment).toHaveBeenCalledOnce());
    expect(vi.mocked(addPayment).mock.calls[0]?.[0]).toMatchObject({ studentId: 'davi', amount: 190 });
  });

  it('follows the due date typed: a first due of the month joined, recorded a month late, is pro-rated', async () => {
    const user = await newPaymentForDavi('2025-05-20T15:00:00Z', 310);
    const proposal = /^Entrou em 20\/05\/2025: primeira mensalidade proporcional de R\$\s120,00 \(12 de 31 dias\)/;
    expect(within(dialog()).queryByText(proposal)).not.toBeInTheDocument(); // due today, in June
    await user.clear(field(/^Vencimento/));
    await user.type(field(/^Vencimento/), '2025-05-20');
    expect(within(dialog()).getByText(proposal)).toBeInTheDocument();
  });

  it('a pro-rated amount goes with its proposal when the due date moves to another month: the whole fee is back', async () => {
    const user = await newPaymentForDavi('2025-06-12T15:00:00Z', 300);
    await user.click(within(dialog()).getByRole('button', { name: 'Usar proporcional' }));
    expect(field(/^Valor/)).toHaveValue('190,00');
    await user.clear(field(/^Vencimento/));
    await user.type(field(/^Vencimento/), '2025-07-10');
    expect(within(dialog()).queryByRole('button', { name: 'Usar proporcional' })).not.toBeInTheDocument();
    expect(field(/^Valor/)).toHaveValue('300,00');
  });

  it("says when the student's plan and fees could not be read, instead of proposing nothing silently", async () => {
    const { user } = openPayments();
    const { useStudentPrivate } = await import('../../data/hooks');
    vi.mocked(useStudentPrivate).mockImplementation((id) =>
      live(null, { error: id ? Object.assign(new Error('x'), { code: 'unavailable' }) : null }),
    );
    await user.click(screen.getAllByRole('button', { name: 'Novo Pagamento' })[0]!);
    await user.click(within(dialog()).getByRole('combobox', { name: /Aluno/ }));
    await user.click(screen.getByRole('option', { name: 'Ana Souza' }));
    expect(dialog()).toHaveTextContent(
      'Não foi possível ler o plano e os valores de Ana Souza: informe o valor. Sem conexão com o servidor.',
    );
  });

  it("is not carried to another student chosen after it: that student's fee is proposed", async () => {
    const joined = aStudent({ id: 'davi', nome: 'Davi Nunes', createdAt: Date.parse('2025-06-12T15:00:00Z') });
    const other = aStudent({ id: 'eva', nome: 'Eva Lima', createdAt: Date.parse('2025-06-12T15:00:00Z') });
    const { user } = openPayments();
    const { useStudents, useStudentPrivate } = await import('../../data/hooks');
    vi.mocked(useStudents).mockReturnValue(live([joined, other]));
    const plans = new Map([
      ['davi', aStudentPrivate({ id: 'davi', frequencia: '2x', valorMensalidade: 300 })],
      ['eva', aStudentPrivate({ id: 'eva', frequencia: '2x', valorMensalidade: 250 })],
    ]);
    vi.mocked(useStudentPrivate).mockImplementation((id) => live(plans.get(id ?? '') ?? null));
    await user.click(screen.getAllByRole('button', { name: 'Novo Pagamento' })[0]!);
    await user.click(within(dialog()).getByRole('combobox', { name: /Aluno/ }));
    await user.click(screen.getByRole('option', { name: 'Davi Nunes' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Usar proporcional' }));
    expect(field(/^Valor/)).toHaveValue('190,00');
    await user.click(within(dialog()).getByRole('combobox', { name: /Aluno/ }));
    await user.click(screen.getByRole('option', { name: 'Eva Lima' }));
    expect(field(/^Valor/)).toHaveValue('250,00');
  });

  // Joined 12/06: the first due, June's, generated in full, is pro-rated; July's (generated ahead, the
  // only one if June's was never made) is a whole month.
  it.each([
    ['June', '2025-06', true],
    ['July', '2025-07', false],
  ])(
    'is proposed again only for the month joined: the first due, of %s, generated in full, edited',
    async (_m, month, proposed) => {
      const joined = aStudent({ id: 'davi', nome: 'Davi Nunes', createdAt: Date.parse('2025-06-12T15:00:00Z') });
      const due = aPayment({
        id: `${month}_davi`,
        studentId: 'davi',
        amount: 300,
        dueDate: `${month}-12`,
        status: 'pending',
      });
      vi.mocked(updatePayment).mockResolvedValue(true);
      const { user } = openPayments(undefined, live(new Map([['davi', summarize([due])!]])));
      const { useStudents, useStudentPrivate, useStudentPayments } = await import('../../data/hooks');
      vi.mocked(useStudents).mockReturnValue(live([joined]));
      vi.mocked(useStudentPayments).mockImplementation((id) => live(id === 'davi' ? [due] : []));
      const plan = aStudentPrivate({ id: 'davi', frequencia: '2x', valorMensalidade: 300 });
      vi.mocked(useStudentPrivate).mockImplementation((id) => live(id === 'davi' ? plan : null));
      await user.click(within(await rowOf('Davi Nunes')).getByRole('button', { name: 'Editar Último' }));
      expect(await screen.findByRole('heading', { name: 'Editar pagamento' })).toBeInTheDocument();
      expect(field(/^Valor/)).toHaveValue('300,00');
      if (!proposed) return expect(within(dialog()).queryByRole('button', { name: 'Usar proporcional' })).toBeNull();
      await user.click(within(dialog()).getByRole('button', { name: 'Usar proporcional' }));
      expect(field(/^Valor/)).toHaveValue('190,00');
      await user.click(within(dialog()).getByRole('button', { name: 'Salvar' }));
      await waitFor(() => expect(updatePayment).toHaveBeenCalledOnce());
      expect(vi.mocked(updatePayment).mock.calls[0]?.[1]).toMatchObject({ studentId: 'davi', amount: 190 });
    },
  );

  it("is proposed on editing June's due, generated in full, once July's was generated too", async () => {
    const joined = aStudent({ id: 'davi', nome: 'Davi Nunes', createdAt: Date.parse('2025-06-12T15:00:00Z') });
    const due = { studentId: 'davi', amount: 300, status: 'pending' } as const;
    const june = aPayment({ ...due, id: '2025-06_davi', dueDate: '2025-06-12' });
    const july = aPayment({ ...due, id: '2025-07_davi', dueDate: '2025-07-12' });
    const { user } = openPayments(undefined, live(new Map([['davi', summarize([june, july])!]])));
    const { useStudents, useStudentPrivate, useStudentPayments } = await import('../../data/hooks');
    vi.mocked(useStudents).mockReturnValue(live([joined]));
    vi.mocked(useStudentPayments).mockImplementation((id) => live(id === 'davi' ? [july, june] : []));
    const plan = aStudentPrivate({ id: 'davi', frequencia: '2x', valorMensalidade: 300 });
    vi.mocked(useStudentPrivate).mockImplementation((id) => live(id === 'davi' ? plan : null));
    await user.click(within(await rowOf('Davi Nunes')).getByRole('button', { name: 'Histórico' }));
    const history = await screen.findByRole('dialog', { name: 'Histórico — Davi Nunes' });
    await user.click(
      within(within(history).getByRole('row', { name: /12\/06\/2025/ })).getByRole('button', { name: 'Editar' }),
    );
    await user.click(await within(dialog('Editar pagamento')).findByRole('button', { name: 'Usar proporcional' }));
    expect(field(/^Valor/)).toHaveValue('190,00');
  });

  it.each([
    ['a single class', 'avulsa', true],
    ['a fee', '2x', false],
  ] as const)(
    'after %s due in the month joined, a new payment of that month offers it: %s',
    async (_w, plan, shown) => {
      const paid = aPayment({ id: 'p1', studentId: 'davi', amount: 60, dueDate: '2025-06-13', plan });
      const user = await newPaymentForDavi('2025-06-12T15:00:00Z', 300, [paid]);
      await user.clear(field(/^Vencimento/));
      await user.type(field(/^Vencimento/), '2025-06-12');
      const offered = within(dialog()).queryByRole('button', { name: 'Usar proporcional' });
      if (shown) expect(offered).toBeInTheDocument();
      else expect(offered).toBeNull();
    },
  );

  it('is proposed, due in the month joined, when next month’s fee was generated already', async () => {
    const july = aPayment({ id: '2025-07_davi', studentId: 'davi', dueDate: '2025-07-10', plan: '2x' });
    await newPaymentForDavi('2025-06-12T15:00:00Z', 300, [{ ...july, status: 'pending' }]);
    // Not August's: June's fee recorded as August's would be skipped by August's 'Gerar mensalidades'.
    expect(field(/^Vencimento/)).toHaveValue('2025-06-12');
    expect(within(dialog()).getByRole('button', { name: 'Usar proporcional' })).toBeInTheDocument();
  });

  it('is not proposed to a student with payments', async () => {
    const { user } = openPayments();
    await user.click(within(rowOf('Ana Souza')).getByRole('button', { name: 'Novo Pagamento' }));
    expect(within(dialog()).queryByRole('button', { name: 'Usar proporcional' })).toBeNull();
  });
});
