import { describe, expect, it } from 'vitest';
import { recordList } from './record-list';
import { paymentRowSearchFields, paymentRows } from './payment-rows';
import { summarize } from './payment-summary';
import { sampleStudent } from './test-helpers';

const ana = { ...sampleStudent, id: 'ana', nome: 'Ana Souza' };
const bia = { ...sampleStudent, id: 'bia', nome: 'Bia Lima', active: false };
const caio = { ...sampleStudent, id: 'caio', nome: 'Caio Reis' };
const pay = (id: string, status: 'paid' | 'pending', dueDate: string, amount: number) => ({
  id,
  status,
  dueDate,
  paymentDate: dueDate,
  amount,
  createdAt: 1,
});
const summaries = new Map([
  ['ana', summarize([pay('a1', 'paid', '2025-05-10', 280), pay('a2', 'pending', '2025-06-10', 300)])!],
  ['bia', summarize([pay('b1', 'paid', '2025-04-10', 150)])!],
]);

describe('paymentRows', () => {
  it('gives each student its summary figures and SPEC 4 status for today', () => {
    const rows = paymentRows([ana, bia, caio], summaries, '2025-06-10');
    expect(rows.map((r) => [r.nome, r.status, r.count, r.lastPaymentDate, r.lastAmount, r.total])).toEqual([
      ['Ana Souza', 'pending', 2, '2025-06-10', 300, 280],
      ['Bia Lima', 'paid', 1, '2025-04-10', 150, 150],
      ['Caio Reis', 'none', 0, '', null, 0],
    ]);
    expect(rows[0]?.open).toEqual({ amount: 300, dueDate: '2025-06-10' });
  });

  it('shows the pending payment late from the next day on', () => {
    expect(paymentRows([ana], summaries, '2025-06-11')[0]?.status).toBe('overdue');
  });

  it('searches by status label and hides inactive students unless asked', () => {
    const list = recordList(paymentRows([ana, bia, caio], summaries, '2025-06-11'), paymentRowSearchFields);
    expect(list({ q: 'atraso', inactive: false }).map((r) => r.id)).toEqual(['ana']);
    expect(list({ q: '', inactive: false }).map((r) => r.id)).toEqual(['ana', 'caio']);
    expect(list({ q: 'pago', inactive: true }).map((r) => r.id)).toEqual(['bia']);
  });
});
