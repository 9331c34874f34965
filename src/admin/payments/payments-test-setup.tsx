// Shared by the Pagamentos component tests: students, their payments and summaries, helpers.
import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { usePaymentSummaries, useStudentPayments, useStudentPrivate, useStudents } from '../../data/hooks';
import type { PaymentRecord } from '../../data/payments-repo';
import type { StudentPrivateRecord, StudentRecord } from '../../data/students-repo';
import { summarize, type PaymentSummary } from '../../domain/payment-summary';
import { aPayment, aStudent, aStudentPrivate, live } from '../testing/factories';
import { paths } from '../paths';
import { renderAdmin } from '../testing/render-admin';
import PaymentsPage from './payments-page';

// 12:00 in São Paulo on 2025-06-15.
export const now = new Date('2025-06-15T15:00:00Z');

export const ana = aStudent({ id: 'ana', nome: 'Ana Souza', telefone: '(48) 99111-2222' });
export const caio = aStudent({ id: 'caio', nome: 'Caio Reis', telefone: '' });
export const bia = aStudent({ id: 'bia', nome: 'Beatriz Lima', active: false, deletedAt: 1 });
/** Created by an instrutor: no private document, so no plan or fee on file. */
export const davi = aStudent({ id: 'davi', nome: 'Davi Nunes' });

/** The private documents (plan and fees) an admin's payment form reads when a student is chosen. */
export const privates: Record<string, StudentPrivateRecord> = {
  ana: aStudentPrivate({ id: 'ana', frequencia: '2x', valorMensalidade: 280, formaPagamento: 'pix' }),
  caio: aStudentPrivate({
    id: 'caio',
    frequencia: 'avulsa',
    valorMensalidade: 0,
    valorAulaAvulsa: 90,
    formaPagamento: 'dinheiro',
  }),
  bia: aStudentPrivate({ id: 'bia' }),
};

export const anaOld = aPayment({
  id: 'ana-1',
  studentId: 'ana',
  amount: 280,
  paymentDate: '2025-05-10',
  dueDate: '2025-05-10',
  status: 'paid',
  notes: 'Mensalidade de maio',
});
export const anaLast = aPayment({
  id: 'ana-2',
  studentId: 'ana',
  amount: 300,
  paymentDate: '2025-06-15',
  dueDate: '2025-06-15',
  status: 'pending',
  paymentMethod: '',
  // Paid for yoga once a week, though Ana does Pilates now: an edit keeps what it was for.
  discipline: 'yoga',
  plan: '1x',
});
export const caioLate = aPayment({
  id: 'caio-1',
  studentId: 'caio',
  amount: 90,
  paymentDate: '2025-06-01',
  dueDate: '2025-06-01',
  status: 'pending',
});
export const biaPaid = aPayment({ id: 'bia-1', studentId: 'bia', amount: 150, paymentDate: '2025-04-10' });

export const histories: Record<string, PaymentRecord[]> = {
  ana: [anaLast, anaOld],
  caio: [caioLate],
  bia: [biaPaid],
  davi: [],
};

export function summaries(): Map<string, PaymentSummary> {
  const map = new Map<string, PaymentSummary>();
  for (const [id, list] of Object.entries(histories)) {
    const summary = summarize(list);
    if (summary) map.set(id, summary);
  }
  return map;
}

/**
 * Pagamentos with the students above; `stored` overrides their summaries as the hook gives them, and
 * `people` the students (e.g. a liveStore's, to change them while the screen is open).
 */
export function openPayments(url: string = paths.payments, stored = live(summaries()), people?: () => StudentRecord[]) {
  if (people) vi.mocked(useStudents).mockImplementation(() => live(people()));
  else vi.mocked(useStudents).mockReturnValue(live([davi, caio, bia, ana]));
  vi.mocked(usePaymentSummaries).mockReturnValue(stored);
  vi.mocked(useStudentPayments).mockImplementation((id) => live(id ? (histories[id] ?? []) : []));
  vi.mocked(useStudentPrivate).mockImplementation((id) => live(id ? (privates[id] ?? null) : null));
  return renderAdmin(<PaymentsPage />, { url });
}

export const rowOf = (nome: string) => {
  const row = screen.getByText(nome).closest<HTMLElement>('[role="row"]');
  if (!row) throw new Error(`no row for ${nome}`);
  return row;
};
/** The row's cell texts, with Intl's no-break spaces as plain ones. */
export const cells = (nome: string) =>
  within(rowOf(nome))
    .getAllByRole('gridcell')
    .map((c) => c.textContent?.replace(/\u00a0/g, ' '));
export const dialog = (name?: RegExp | string) => screen.getByRole('dialog', name ? { name } : {});
export const field = (label: RegExp) => within(dialog()).getByLabelText(label, { selector: 'input, textarea' });
