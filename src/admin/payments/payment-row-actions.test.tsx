// The row buttons of Pagamentos follow the grid's roving tabIndex: Tab enters the grid once and
// leaves it (as in Alunos and Usuários), instead of stopping on four buttons of every row; the arrows
// reach a row's buttons.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GridColDef } from '@mui/x-data-grid';
import type { PaymentRow } from '../../domain/payment-rows';
import type { StudentPaymentStatus } from '../../domain/payment-status';
import { aStudent } from '../testing/factories';
import { renderAdmin } from '../testing/render-admin';
import { StaffGrid } from '../ui/staff-grid';
import { PaymentRowActions } from './payment-row-actions';

const row = (nome: string, status: StudentPaymentStatus): PaymentRow => ({
  id: nome,
  nome,
  active: true,
  student: aStudent({ id: nome, nome }),
  summary: undefined,
  status,
  count: 1,
  lastPaymentDate: '2026-10-10',
  lastAmount: 100,
  total: 100,
  open: status === 'paid' ? null : { amount: 100, dueDate: '2026-11-10' },
});
const rows = [row('Ana', 'overdue'), row('Bia', 'pending'), row('Caio', 'paid')];
const handlers = { onNew: vi.fn(), onEditLast: vi.fn(), onHistory: vi.fn(), onCharge: vi.fn() };
// As payments-table.tsx renders the actions cell, with the cell's tabIndex.
const columns: GridColDef<PaymentRow>[] = [
  { field: 'nome', headerName: 'Aluno', flex: 1 },
  {
    field: 'actions',
    headerName: 'Ações',
    width: 170,
    sortable: false,
    renderCell: ({ row: r, tabIndex }) => <PaymentRowActions row={r} tabIndex={tabIndex} handlers={handlers} />,
  },
];

const open = () =>
  renderAdmin(
    <>
      <button type="button">Antes</button>
      <StaffGrid label="Controle de Pagamentos" rows={rows} columns={columns} secondary={[]} loading={false} />
    </>,
  );
const inRows = (element: Element | null) =>
  screen
    .getAllByRole('row')
    .slice(1)
    .some((r) => r.contains(element));

describe('PaymentRowActions in the grid', { timeout: 30_000 }, () => {
  it('takes no Tab stop of its own: Tab goes from the header past the rows', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Antes' }));
    await user.tab();
    expect(document.activeElement).toHaveAttribute('role', 'columnheader');
    await user.tab();
    expect(inRows(document.activeElement)).toBe(false);
    expect(screen.getAllByRole('button', { name: 'Novo Pagamento' }).every((b) => b.tabIndex === -1)).toBe(true);
  });

  it("reaches a row's buttons with the arrows, Tab walks them and then leaves the grid", async () => {
    const { user } = open();
    const ana = screen.getAllByRole('row')[1] as HTMLElement;
    await user.click(within(ana).getByRole('gridcell', { name: 'Ana' }));
    await user.keyboard('{ArrowRight}');
    expect(within(ana).getByRole('button', { name: 'Novo Pagamento' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(handlers.onNew).toHaveBeenCalledWith(rows[0]);
    await user.tab();
    expect(within(ana).getByRole('button', { name: 'Editar Último' })).toHaveFocus();
    await user.tab();
    expect(within(ana).getByRole('button', { name: 'Histórico' })).toHaveFocus();
    await user.tab();
    expect(within(ana).getByRole('button', { name: 'Cobrar' })).toHaveFocus();
    await user.tab();
    expect(inRows(document.activeElement)).toBe(false);
  });
});
