import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PaymentRow } from '../../domain/payment-rows';
import { summarize } from '../../domain/payment-summary';
import type { StudentPaymentStatus } from '../../domain/payment-status';
import { aStudent } from '../testing/factories';
import { renderAdmin } from '../testing/render-admin';
import { PaymentsTable } from './payments-table';

const row = (nome: string, status: StudentPaymentStatus, lastPaymentDate: string): PaymentRow => ({
  id: nome,
  nome,
  active: true,
  student: aStudent({ id: nome, nome }),
  summary: undefined,
  status,
  count: lastPaymentDate ? 1 : 0,
  lastPaymentDate,
  lastAmount: lastPaymentDate ? 100 : null,
  total: status === 'paid' ? 100 : 0,
  open: null,
});
// Read as 'dd/MM/yyyy' text, these sort wrongly (10/05 before 20/01): the dates must sort as dates.
const rows = [
  row('Ana', 'paid', '2025-01-20'),
  row('Bia', 'pending', '2025-05-10'),
  row('Caio', 'none', ''),
  row('Davi', 'overdue', '2024-12-05'),
];
const handlers = { onNew: vi.fn(), onEditLast: vi.fn(), onHistory: vi.fn(), onCharge: vi.fn() };

const open = (list: readonly PaymentRow[] = rows) =>
  renderAdmin(<PaymentsTable rows={list} loading={false} {...handlers} />, { url: '/admin/pagamentos' });
/** The names in the order the table shows them. */
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('gridcell')[0]?.textContent);

/** Filters one column through its menu, typing the value as the user reads it. */
async function filter(user: ReturnType<typeof open>['user'], header: string, value: string) {
  await user.click(screen.getByLabelText(`menu da coluna ${header}`));
  await user.click(await screen.findByRole('menuitem', { name: 'Filtrar' }));
  await user.type(await screen.findByRole('textbox', { name: 'Valor' }), value);
}

describe('PaymentsTable', { timeout: 60_000 }, () => {
  it("says 'Nenhum pagamento encontrado' when empty", () => {
    open([]);
    expect(screen.getByText('Nenhum pagamento encontrado')).toBeInTheDocument();
  });

  it("filters the Status column by the label shown ('Pago'), not by the stored code", async () => {
    const { user } = open();
    await filter(user, 'Status', 'Pago');
    await waitFor(() => expect(names()).toEqual(['Ana']));
  });

  it("marks a latest payment not paid yet as 'em aberto' under its date, not as money received then", () => {
    const charge = (status: 'paid' | 'pending', id: string) =>
      summarize([{ id, amount: 100, status, paymentDate: '2025-05-10', dueDate: '2025-05-10', createdAt: 1 }]);
    open([
      { ...row('Bia', 'pending', '2025-05-10'), summary: charge('pending', 'p1') },
      { ...row('Ana', 'paid', '2025-05-10'), summary: charge('paid', 'p2') },
    ]);
    const lastDate = (nome: string) =>
      within(screen.getByText(nome).closest<HTMLElement>('[role="row"]')!).getAllByRole('gridcell')[1];
    expect(lastDate('Bia')).toHaveTextContent(/^10\/05\/2025 · em aberto$/);
    expect(lastDate('Ana')).toHaveTextContent(/^10\/05\/2025$/);
  });

  it('filters the Último pagamento column by the date as shown (dd/MM/yyyy)', async () => {
    const { user } = open();
    expect(within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('gridcell')[1]).toHaveTextContent(
      '20/01/2025',
    );
    await filter(user, 'Último pagamento', '10/05');
    await waitFor(() => expect(names()).toEqual(['Bia']));
  });

  it('sorts Último pagamento by date and Status by urgency', async () => {
    const { user } = open();
    await user.click(screen.getByText('Último pagamento'));
    expect(names()).toEqual(['Caio', 'Davi', 'Ana', 'Bia']);
    await user.click(screen.getByText('Status'));
    expect(names()).toEqual(['Davi', 'Bia', 'Caio', 'Ana']);
  });
});
