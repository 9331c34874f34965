import { describe, expect, it } from 'vitest';
import { summarize } from './payment-summary';
import { listedName, reportCounts, reportLists } from './report';
import { sampleStudent } from './test-helpers';

// createdAt instants: 2025-06-01 02:00 UTC is still 2025-05-31 in São Paulo.
const at = (iso: string) => Date.parse(iso);
const s = (id: string, nome: string, createdAt: number, active = true) => ({
  ...sampleStudent,
  id,
  nome,
  createdAt,
  active,
});
const students = [
  s('ana', 'Ana', at('2025-06-01T02:00:00Z')),
  s('bia', 'Bia', at('2025-06-01T03:00:00Z')),
  s('caio', 'Caio', at('2025-06-30T23:00:00Z')),
  s('davi', 'Davi', at('2025-01-10T12:00:00Z'), false),
];
const pay = (id: string, status: 'paid' | 'pending' | 'overdue', dueDate: string, amount = 100) => ({
  id,
  status,
  dueDate,
  paymentDate: dueDate,
  amount,
  createdAt: 0,
});
const summaries = new Map([
  ['ana', summarize([pay('a1', 'pending', '2025-06-10', 120), pay('a0', 'paid', '2025-05-10')])!],
  ['bia', summarize([pay('b1', 'paid', '2025-06-10'), pay('b0', 'overdue', '2025-04-10', 80)])!],
]);
const period = { from: '2025-06-01', to: '2025-06-30' };

describe('reportCounts', () => {
  it('counts students, registrations in the period (São Paulo dates) and latest-payment statuses', () => {
    expect(reportCounts(students, summaries, '2025-06-15', period)).toEqual({
      active: 3,
      inactive: 1,
      newInPeriod: 2, // Ana registered on 31/05 in São Paulo
      byLatest: { paid: 1, pending: 0, overdue: 1, none: 1 },
    });
  });

  it('sees a latest payment due today as pending, and overdue the next day', () => {
    expect(reportCounts(students, summaries, '2025-06-10', period).byLatest).toMatchObject({ pending: 1, overdue: 0 });
    expect(reportCounts(students, summaries, '2025-06-11', period).byLatest).toMatchObject({ pending: 0, overdue: 1 });
  });
});

describe('reportLists', () => {
  it('lists late students (any late payment) oldest due first, students without payments and new registrations', () => {
    const lists = reportLists(students, summaries, '2025-06-15', period);
    expect(lists.overdue.map((r) => [r.nome, r.open])).toEqual([
      ['Bia', { amount: 80, dueDate: '2025-04-10' }],
      ['Ana', { amount: 120, dueDate: '2025-06-10' }],
    ]);
    expect(lists.withoutPayments.map((r) => r.nome)).toEqual(['Caio']);
    expect(lists.newInPeriod.map((r) => r.nome)).toEqual(['Caio', 'Bia']);
  });

  it('keeps a student who left owing among the late, named as inactive; not among those without payments', () => {
    const gone = new Map([...summaries, ['davi', summarize([pay('d1', 'pending', '2025-06-05', 250)])!]]);
    const lists = reportLists(students, gone, '2025-06-15', period);
    expect(lists.overdue.map((r) => [listedName(r.student), r.open?.amount])).toEqual([
      ['Bia', 80],
      ['Davi (inativo)', 250],
      ['Ana', 120],
    ]);
    expect(reportLists(students, summaries, '2025-06-15', period).withoutPayments.map((r) => r.nome)).toEqual(['Caio']);
  });
});
