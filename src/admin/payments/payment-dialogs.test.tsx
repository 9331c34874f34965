import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStudentPayments, useStudentPrivate } from '../../data/hooks';
import { addPayment, updatePayment } from '../../data/payment-ledger';
import { EditConflict } from '../../domain/authorship';
import { printPaymentReceipt } from '../print/payment-receipt';
import { summarize } from '../../domain/payment-summary';
import { paths } from '../paths';
import { aPayment, live } from '../testing/factories';
import { liveStore } from '../testing/live-store';
import { anaLast, anaOld, dialog, field, histories, now, openPayments, rowOf, summaries } from './payments-test-setup';

vi.mock('../../data/hooks', () => import('./payments-hooks-mock'));
vi.mock('../../data/payment-ledger', () => ({ addPayment: vi.fn(), updatePayment: vi.fn() }));
vi.mock('../print/payment-receipt', () => ({ printPaymentReceipt: vi.fn() }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  vi.mocked(addPayment).mockResolvedValue('new-id');
  vi.mocked(updatePayment).mockResolvedValue(true);
  vi.mocked(printPaymentReceipt).mockReturnValue({ ok: true, window, shown: Promise.resolve() });
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

type User = ReturnType<typeof openPayments>['user'];
async function pickStudent(user: User, nome: string) {
  await user.click(within(dialog()).getByRole('combobox', { name: /Aluno/ }));
  await user.click(screen.getByRole('option', { name: nome }));
}

describe('Novo Pagamento', { timeout: 60_000 }, () => {
  it('proposes the fee and method of the chosen student (class price for avulsa), paid today by default, and registers it', async () => {
    const { user } = openPayments();
    // The toolbar's button comes first; each row has its own.
    await user.click(screen.getAllByRole('button', { name: 'Novo Pagamento' })[0]!);
    expect(within(dialog()).getByText('Para aulas avulsas, use a data da aula')).toBeInTheDocument();
    const method = () => within(dialog()).getByRole('combobox', { name: /Forma de pagamento/ });
    await pickStudent(user, 'Ana Souza');
    expect(field(/^Valor/)).toHaveValue('280,00');
    expect(method()).toHaveTextContent('Pix');
    await pickStudent(user, 'Caio Reis');
    expect(field(/^Valor/)).toHaveValue('90,00');
    expect(method()).toHaveTextContent('Dinheiro');
    expect(field(/^Data do pagamento/)).toHaveValue('2025-06-15');
    expect(within(dialog()).getByRole('combobox', { name: /Status/ })).toHaveTextContent('Pago');
    await user.click(within(dialog()).getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(addPayment).toHaveBeenCalledOnce());
    const [payment, summary, who] = vi.mocked(addPayment).mock.calls[0] ?? [];
    expect(who).toBe('Caio Reis'); // a refusal said later names the student
    expect(payment).toMatchObject({
      studentId: 'caio',
      amount: 90,
      status: 'paid',
      paymentDate: '2025-06-15',
      paymentMethod: 'dinheiro',
    });
    // It records what it pays for: Caio's discipline and plan today.
    expect(payment).toMatchObject({ discipline: 'pilates', plan: 'avulsa' });
    expect(summary).toEqual(summaries().get('caio'));
    expect(await screen.findByText('Pagamento registrado com sucesso!')).toBeInTheDocument();
  });

  it('proposes as Vencimento the month after the student’s latest due, today for a single class, and keeps a typed one', async () => {
    const { user } = openPayments();
    await user.click(screen.getAllByRole('button', { name: 'Novo Pagamento' })[0]!);
    expect(field(/^Vencimento/)).toHaveValue('2025-06-15');
    // Ana's latest due is June's, her day the 10th: a fee paid now is July's, not June's again.
    await pickStudent(user, 'Ana Souza');
    expect(field(/^Vencimento/)).toHaveValue('2025-07-10');
    await pickStudent(user, 'Caio Reis');
    expect(field(/^Vencimento/)).toHaveValue('2025-06-15');
    await user.clear(field(/^Vencimento/));
    await user.type(field(/^Vencimento/), '2025-06-20');
    await pickStudent(user, 'Ana Souza');
    expect(field(/^Vencimento/)).toHaveValue('2025-06-20');
    await user.click(within(dialog()).getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(addPayment).toHaveBeenCalledOnce());
    expect(vi.mocked(addPayment).mock.calls[0]?.[0]).toMatchObject({ studentId: 'ana', dueDate: '2025-06-20' });
  });

  it('proposes the month after the latest fee due, not the latest recorded: May settled late is not the last fee', async () => {
    const june = aPayment({ id: 'ana-jun', studentId: 'ana', dueDate: '2025-06-10', paymentDate: '2025-06-10' });
    const lateMay = aPayment({ id: 'ana-may', studentId: 'ana', dueDate: '2025-05-10', paymentDate: '2025-06-14' });
    const { user } = openPayments(paths.payments, live(new Map([['ana', summarize([june, lateMay])!]])));
    const payments = liveStore(live<(typeof june)[]>([], { loading: true }));
    vi.mocked(useStudentPayments).mockImplementation(payments.use);
    await user.click(screen.getAllByRole('button', { name: 'Novo Pagamento' })[0]!);
    await pickStudent(user, 'Ana Souza');
    // Until her payments are read, from her summary (its latest payment recorded is May's): not today.
    expect(field(/^Vencimento/)).toHaveValue('2025-06-10');
    payments.set(live([lateMay, june]));
    expect(field(/^Vencimento/)).toHaveValue('2025-07-10');
  });

  it('warns that a student chosen owes a due already entered, which a new payment would leave open', async () => {
    const { user } = openPayments();
    await user.click(screen.getAllByRole('button', { name: 'Novo Pagamento' })[0]!);
    await pickStudent(user, 'Caio Reis');
    expect(within(dialog()).getByRole('status')).toHaveTextContent(
      'Caio Reis tem R$ 90,00 em aberto, em atraso desde 01/06/2025. Se é o pagamento de uma mensalidade já ' +
        'lançada, não registre outro: em Histórico, use Editar nela e marque como Pago.',
    );
    // Ana's due falls today: not late yet.
    await pickStudent(user, 'Ana Souza');
    expect(within(dialog()).getByRole('status')).toHaveTextContent(
      /^Ana Souza tem R\$ 300,00 em aberto, com vencimento em 15\/06\/2025\./,
    );
    // The field cleared: no student, so nobody's dues.
    await user.click(within(dialog()).getByRole('button', { name: 'Limpar' }));
    expect(within(dialog()).queryByRole('status')).toBeNull();
    await pickStudent(user, 'Davi Nunes');
    expect(within(dialog()).queryByRole('status')).toBeNull();
  });

  it('reads the plan of the chosen student only (one document) and proposes nothing without one', async () => {
    const { user } = openPayments();
    await user.click(within(rowOf('Davi Nunes')).getByRole('button', { name: 'Novo Pagamento' }));
    expect(field(/^Valor/)).toHaveValue('');
    await pickStudent(user, 'Ana Souza');
    expect(field(/^Valor/)).toHaveValue('280,00');
    const read = new Set(vi.mocked(useStudentPrivate).mock.calls.map(([id]) => id));
    expect(read).toEqual(new Set(['davi', 'ana']));
  });

  it('keeps a typed amount when the student changes, and shows the messages beside the fields', async () => {
    const { user } = openPayments();
    await user.click(within(rowOf('Davi Nunes')).getByRole('button', { name: 'Novo Pagamento' }));
    expect(within(dialog()).getByRole('combobox', { name: /Aluno/ })).toHaveValue('Davi Nunes');
    await user.clear(field(/^Valor/));
    await user.click(within(dialog()).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialog()).findByText('Informe o valor')).toBeInTheDocument();
    await user.type(field(/^Valor/), '0');
    expect(await within(dialog()).findByText('O valor deve ser maior que zero')).toBeInTheDocument();
    await user.clear(field(/^Valor/));
    await user.type(field(/^Valor/), '1000000,01');
    expect(await within(dialog()).findByText('Valor máximo: R$ 1.000.000,00')).toBeInTheDocument();
    await user.clear(field(/^Valor/));
    await user.type(field(/^Valor/), '12,5');
    await pickStudent(user, 'Ana Souza');
    expect(field(/^Valor/)).toHaveValue('12,5');
    expect(addPayment).not.toHaveBeenCalled();
  });

  it('keeps the form open and filled when the save fails, with the spec message', async () => {
    vi.mocked(addPayment).mockRejectedValue(new Error('boom'));
    const { user } = openPayments();
    await user.click(within(rowOf('Ana Souza')).getByRole('button', { name: 'Novo Pagamento' }));
    await user.type(field(/^Observações/), 'Junho');
    await user.click(within(dialog()).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Erro ao salvar pagamento. Tente novamente.');
    expect(field(/^Observações/)).toHaveValue('Junho');
    expect(field(/^Valor/)).toHaveValue('280,00');
  });
});

describe('Editar Último and Histórico', { timeout: 60_000 }, () => {
  it('edits the latest payment with the history it was loaded with', async () => {
    const { user } = openPayments();
    await user.click(within(rowOf('Ana Souza')).getByRole('button', { name: 'Editar Último' }));
    expect(await screen.findByRole('heading', { name: 'Editar pagamento' })).toBeInTheDocument();
    expect(field(/^Valor/)).toHaveValue('300,00');
    expect(within(dialog()).getByRole('combobox', { name: /Aluno/ })).toBeDisabled();
    await user.click(within(dialog()).getByRole('combobox', { name: /Status/ }));
    await user.click(screen.getByRole('option', { name: 'Pago' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(updatePayment).toHaveBeenCalledOnce());
    const [before, next, history] = vi.mocked(updatePayment).mock.calls[0] ?? [];
    expect(before).toEqual(anaLast); // as opened: its version is the one expected on the server
    expect(next).toMatchObject({ studentId: 'ana', status: 'paid', amount: 300, createdAt: anaLast.createdAt });
    expect(next).toMatchObject({ discipline: anaLast.discipline, plan: anaLast.plan });
    expect(history).toEqual(histories.ana);
    expect(await screen.findByText('Pagamento atualizado com sucesso!')).toBeInTheDocument();
  });

  it('says that nothing changed, not that the payment was updated, when Salvar finds it as it was', async () => {
    vi.mocked(updatePayment).mockResolvedValueOnce(false); // nothing written (payment-ledger.ts)
    const { user } = openPayments();
    await user.click(within(rowOf('Ana Souza')).getByRole('button', { name: 'Editar Último' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Nenhuma alteração a salvar: o pagamento continua como estava.')).toBeVisible();
    expect(screen.queryByText('Pagamento atualizado com sucesso!')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Editar pagamento' })).toBeNull();
  });

  it("'Manter o meu' over a due marked paid elsewhere hands their version to the save, which builds the summary from it", async () => {
    const paidElsewhere = { ...anaLast, status: 'paid', paymentDate: '2025-06-14', version: 2 };
    vi.mocked(updatePayment).mockRejectedValueOnce(
      new EditConflict({
        version: 2,
        updatedBy: 'bruno-uid',
        updatedByName: 'Bruno Admin',
        writtenAt: Date.parse('2025-06-15T14:32:00Z'),
        data: paidElsewhere,
      }),
    );
    const { user } = openPayments();
    await user.click(within(rowOf('Ana Souza')).getByRole('button', { name: 'Editar Último' }));
    await user.type(field(/^Observações/), 'Pago em dinheiro');
    await user.click(within(dialog()).getByRole('button', { name: 'Salvar' }));
    const prompt = await screen.findByRole('dialog', { name: 'Registro alterado por outra pessoa' });
    await user.click(within(prompt).getByRole('button', { name: 'Manter o meu' }));
    await waitFor(() => expect(updatePayment).toHaveBeenCalledTimes(2));
    const [before, next, , theirs] = vi.mocked(updatePayment).mock.calls[1] ?? [];
    expect(before).toEqual({ ...anaLast, version: 2 });
    expect(next).toMatchObject({ notes: 'Pago em dinheiro' });
    expect(theirs).toMatchObject({ id: 'ana-2', status: 'paid', paymentDate: '2025-06-14' });
    expect(await screen.findByText('Pagamento atualizado com sucesso!')).toBeInTheDocument();
  });

  it("dates a due switched to 'Pago' today, and back to its own date, unless typed by hand", async () => {
    const { user } = openPayments();
    const status = async (name: string) => {
      await user.click(within(dialog()).getByRole('combobox', { name: /Status/ }));
      await user.click(screen.getByRole('option', { name }));
    };
    await user.click(within(rowOf('Caio Reis')).getByRole('button', { name: 'Editar Último' }));
    await screen.findByRole('heading', { name: 'Editar pagamento' });
    expect(field(/^Data do pagamento/)).toHaveValue('2025-06-01');
    await status('Pago');
    expect(field(/^Data do pagamento/)).toHaveValue('2025-06-15');
    expect(field(/^Vencimento/)).toHaveValue('2025-06-01');
    // Changed back: still a due, with its own date (not paid today).
    await status('Pendente');
    expect(field(/^Data do pagamento/)).toHaveValue('2025-06-01');
    await status('Pago');
    expect(field(/^Data do pagamento/)).toHaveValue('2025-06-15');
    // Typed by hand (paid some days ago), then the status touched again: the typed date stays.
    await user.clear(field(/^Data do pagamento/));
    await user.type(field(/^Data do pagamento/), '2025-06-12');
    await status('Pendente');
    expect(field(/^Data do pagamento/)).toHaveValue('2025-06-12');
    await status('Pago');
    await user.click(within(dialog()).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(updatePayment).toHaveBeenCalledOnce());
    expect(vi.mocked(updatePayment).mock.calls[0]?.[1]).toMatchObject({ status: 'paid', paymentDate: '2025-06-12' });
  });

  it('lists the history newest first with totals, edits an older payment and prints a receipt', async () => {
    const { user } = openPayments();
    await user.click(within(rowOf('Ana Souza')).getByRole('button', { name: 'Histórico' }));
    const history = screen.getByRole('dialog', { name: 'Histórico — Ana Souza' });
    const text = (history.textContent ?? '').replace(/\u00a0/g, ' ');
    expect(text).toContain('Total pago: R$ 280,00');
    expect(text).toContain('Total pendente: R$ 300,00');
    expect(text).toContain('Total em atraso: R$ 0,00');
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual(['15/06/2025', '10/05/2025']);
    expect(within(rows[0]!).queryByRole('button', { name: 'Imprimir recibo' })).toBeNull();
    await user.click(within(rows[1]!).getByRole('button', { name: 'Imprimir recibo' }));
    expect(printPaymentReceipt).toHaveBeenCalledWith({ student: 'Ana Souza', guardian: '' }, anaOld);
    await user.click(within(rows[1]!).getByRole('button', { name: 'Editar' }));
    const form = screen.getByRole('dialog', { name: 'Editar pagamento' });
    expect(within(form).getByLabelText(/^Observações/)).toHaveValue('Mensalidade de maio');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(updatePayment).toHaveBeenCalledOnce());
    expect(vi.mocked(updatePayment).mock.calls[0]?.[0]).toEqual(anaOld);
  });

  it('shows the totals once every payment is here, not R$ 0,00 while they load', async () => {
    const { user } = openPayments();
    vi.mocked(useStudentPayments).mockImplementation(() => live([anaOld], { loading: true }));
    await user.click(within(rowOf('Ana Souza')).getByRole('button', { name: 'Histórico' }));
    const history = screen.getByRole('dialog', { name: 'Histórico — Ana Souza' });
    expect(within(history).getByRole('progressbar', { name: 'Carregando pagamentos' })).toBeInTheDocument();
    expect(history).not.toHaveTextContent('Total pago');
  });
});
