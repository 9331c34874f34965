import { describe, expect, it } from 'vitest';
import {
  chargedIn,
  closingMonthLabel,
  dueDateIn,
  monthLabel,
  monthlyDueId,
  planMonthlyDues,
  latestFeeDue,
  proposedDueDate,
  proratedFirstDue,
  type DueFees,
  type PaymentDueInMonth,
} from './monthly-dues';
import { paymentSchema, type Payment } from './payment';

const fees = (change: Partial<DueFees> = {}): DueFees => ({
  valorMensalidade: 280,
  formaPagamento: 'pix',
  dataVencimento: '10',
  frequencia: '2x',
  ...change,
});
// Registered on 2026-12-01 at noon in São Paulo (15:00 UTC), unless said otherwise.
const student = (id: string, active = true, createdAt = Date.UTC(2026, 11, 1, 15)) => ({
  id,
  nome: id,
  active,
  disciplina: 'pilates' as const,
  createdAt,
});
const held = (dueIds: string[] = [], charged: string[] = []) => ({
  dueIds: new Set(dueIds),
  charged: new Set(charged),
});

describe('dueDateIn', () => {
  it.each([
    ['2026-11', '10', 5, '2026-11-10'],
    ['2026-11', '31', 5, '2026-11-30'],
    ['2027-02', '30', 5, '2027-02-28'],
    ['2028-02', '31', 5, '2028-02-29'],
    ['2026-11', '', 5, '2026-11-05'],
    ['2027-02', '', 31, '2027-02-28'],
  ])('%s, day %s (default %i) → %s', (month, day, defaultDay, expected) => {
    expect(dueDateIn(month, day, defaultDay)).toBe(expected);
  });
});

describe('planMonthlyDues', () => {
  const table: Record<string, DueFees> = {
    ana: fees(),
    bia: fees({ valorMensalidade: 150.5, dataVencimento: '31', formaPagamento: '' }),
    caio: fees({ frequencia: 'avulsa' }),
    davi: fees({ valorMensalidade: 0 }),
    eva: fees({ frequencia: '', dataVencimento: '' }),
    gil: fees(),
  };
  const students = ['ana', 'bia', 'caio', 'davi', 'eva', 'gil', 'hugo'].map((id) => student(id));
  const plan = (existing: string[] = [], charged: string[] = []) =>
    planMonthlyDues([...students, student('ivo', false)], (id) => table[id], '2027-02', held(existing, charged), 5, 99);

  it('creates one pending due per active monthly student with a fee, due on their day, with their method', () => {
    const { dues, total, skipped } = plan();
    expect(dues.map((d) => [d.id, d.amount, d.dueDate, d.paymentMethod])).toEqual([
      ['2027-02_ana', 280, '2027-02-10', 'pix'],
      ['2027-02_bia', 150.5, '2027-02-28', ''],
      ['2027-02_eva', 280, '2027-02-05', 'pix'],
      ['2027-02_gil', 280, '2027-02-10', 'pix'],
    ]);
    expect(total).toBe(990.5);
    expect(skipped).toEqual({ existing: 0, recorded: 0, noFee: 2, avulsa: 1, later: 0 });
    for (const { id: _id, ...due } of dues) expect(paymentSchema.parse(due)).toEqual(due);
    expect(dues[0]).toMatchObject({
      status: 'pending',
      paymentDate: '2027-02-10',
      notes: 'Mensalidade de fevereiro de 2027',
      discipline: 'pilates',
      plan: '2x',
      createdAt: 99,
    });
  });

  it('skips the dues that already exist: generating twice creates nothing twice', () => {
    const first = plan();
    const again = plan(first.dues.map((d) => d.id));
    expect(again.dues).toEqual([]);
    expect(again.skipped.existing).toBe(4);
    expect(plan([monthlyDueId('bia', '2027-02')]).dues.map((d) => d.studentId)).toEqual(['ana', 'eva', 'gil']);
  });

  it('does not charge again a student with a payment due in the month recorded by hand, and names them', () => {
    const { dues, skipped, recorded } = plan([], ['ana', 'eva']);
    expect(dues.map((d) => d.studentId)).toEqual(['bia', 'gil']);
    expect(skipped).toMatchObject({ existing: 0, recorded: 2 });
    expect(recorded.map((r) => r.id)).toEqual(['ana', 'eva']);
  });

  it('charges a student so named when the admin includes them (that payment was a class, or another month)', () => {
    const { dues, skipped, recorded } = planMonthlyDues(
      students,
      (id) => table[id],
      '2027-02',
      held([], ['ana', 'eva']),
      5,
      99,
      new Set(['eva']),
    );
    expect(dues.map((d) => d.studentId)).toEqual(['bia', 'eva', 'gil']);
    expect(skipped).toMatchObject({ recorded: 1 });
    expect(recorded.map((r) => r.id)).toEqual(['ana', 'eva']); // still listed, to be taken out again
  });

  it("counts as the month's fee neither a single class nor another month's due moved into it", () => {
    const due = (id: string, studentId: string, plan: PaymentDueInMonth['plan']) => ({ id, studentId, plan });
    const charged = chargedIn('2027-02', [
      due('hand1', 'ana', '2x'), // February's fee recorded by hand
      due('hand2', 'bia', ''), // recorded before payments kept their plan: counted, to be safe
      due('2027-02_eva', 'eva', '2x'), // February's own due (also in dueIds)
      due('extra', 'gil', 'avulsa'), // a single class that day
      due('2027-01_ivo', 'ivo', '2x'), // January's due, extended into February
    ]);
    expect([...charged].sort()).toEqual(['ana', 'bia', 'eva']);
  });

  it('leaves out a student registered after the month, and dues a newcomer no earlier than the day of registering', () => {
    const at = (iso: string) =>
      Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8)), 15);
    const roster = [
      student('ana', true, at('2027-03-01')),
      student('bia', true, at('2027-02-20')),
      student('gil', true, at('2027-02-03')),
      // 02:30 UTC on March 1st is still February 28th in São Paulo.
      student('eva', true, Date.UTC(2027, 2, 1, 2, 30)),
    ];
    const { dues, skipped, joinedInMonth } = planMonthlyDues(roster, (id) => table[id], '2027-02', held(), 5, 99);
    expect(dues.map((d) => [d.studentId, d.dueDate, d.paymentDate, d.amount])).toEqual([
      ['bia', '2027-02-28', '2027-02-28', 150.5],
      ['gil', '2027-02-10', '2027-02-10', 280],
      ['eva', '2027-02-28', '2027-02-28', 280],
    ]);
    expect(skipped.later).toBe(1);
    expect(joinedInMonth).toBe(3);
  });
});

describe('proratedFirstDue', () => {
  it('proposes the fee for the days left in the month of joining', () => {
    expect(proratedFirstDue(fees({ valorMensalidade: 300 }), '2026-11-12', '2026-11-20')).toEqual({
      amount: 190,
      days: 19,
      daysInMonth: 30,
    });
  });

  // Whole cents: the exact half cent rounds up, as by hand (in reais the product falls just below it).
  it.each([
    [259.9, '2026-02-22', 64.98],
    [319.9, '2026-02-12', 194.23],
  ])('rounds R$ %d from %s to the nearest cent: R$ %d', (valorMensalidade, joined, amount) => {
    expect(proratedFirstDue(fees({ valorMensalidade }), joined, joined)?.amount).toBe(amount);
  });

  it.each([
    ['joined on the 1st', fees(), '2026-11-01'],
    ['joined last month', fees(), '2026-10-20'],
    ['single classes', fees({ frequencia: 'avulsa' }), '2026-11-12'],
    ['no fee', fees({ valorMensalidade: 0 }), '2026-11-12'],
  ])('proposes nothing: %s', (_name, f, joined) => {
    expect(proratedFirstDue(f, joined, '2026-11-20')).toBeNull();
  });
});

it('names months in pt-BR', () => {
  expect(monthLabel('2026-03')).toBe('março de 2026');
});

it("names a closing's month under way up to today, and any other month whole", () => {
  expect(closingMonthLabel('2026-11', '2026-11-05')).toBe('novembro de 2026, até 05/11');
  expect(closingMonthLabel('2026-10', '2026-11-05')).toBe('outubro de 2026');
  expect(closingMonthLabel('2026-12', '2026-11-05')).toBe('dezembro de 2026');
});

describe('proposedDueDate', () => {
  const monthly = { frequencia: '2x' as const, dataVencimento: '10', valorMensalidade: 280 };
  const today = '2026-11-28';

  it('proposes the month after the latest due: a fee paid in advance is next month’s', () => {
    expect(proposedDueDate(monthly, '2026-11-10', '2025-03-01', today, 5)).toBe('2026-12-10');
    expect(proposedDueDate(monthly, '2026-12-10', '2025-03-01', today, 5)).toBe('2027-01-10');
  });

  it('proposes a newcomer’s first fee in the month they joined, though next month’s was generated already', () => {
    expect(proposedDueDate(monthly, '2026-12-10', '2026-11-20', today, 5, true)).toBe('2026-11-20');
    expect(proposedDueDate(monthly, '2026-12-10', '2026-11-05', today, 5, true)).toBe('2026-11-10');
    // One who joined in an earlier month: the month after the latest due, as for anyone.
    expect(proposedDueDate(monthly, '2026-12-10', '2026-10-20', today, 5, true)).toBe('2027-01-10');
  });

  it('never proposes a month before this one, and clamps the day to the month', () => {
    expect(proposedDueDate(monthly, '2026-06-10', '2025-03-01', today, 5)).toBe('2026-11-10');
    expect(proposedDueDate({ ...monthly, dataVencimento: '31' }, '2027-01-31', '2025-03-01', today, 5)).toBe(
      '2027-02-28',
    );
    expect(proposedDueDate({ ...monthly, dataVencimento: '' }, '2026-10-05', '2025-03-01', today, 5)).toBe(
      '2026-11-05',
    );
  });

  it('proposes this month’s due for a first payment, from the day of joining if later', () => {
    expect(proposedDueDate(monthly, undefined, '2025-03-01', today, 5)).toBe('2026-11-10');
    expect(proposedDueDate(monthly, undefined, '2026-11-20', today, 5)).toBe('2026-11-20');
  });

  it('proposes today for a single class or a student whose fees were not read', () => {
    expect(proposedDueDate({ ...monthly, frequencia: 'avulsa' }, '2026-11-10', '2025-03-01', today, 5)).toBe(today);
    expect(proposedDueDate(null, '2026-11-10', '2025-03-01', today, 5)).toBe(today);
  });

  it('treats no frequência on file as monthly, as Gerar mensalidades does: paid in advance, next month is not charged twice', () => {
    const noPlan = { frequencia: '' as const, dataVencimento: '10', valorMensalidade: 280 };
    expect(proposedDueDate(noPlan, '2026-11-10', '2025-03-01', today, 5)).toBe('2026-12-10');
    expect(proposedDueDate(noPlan, undefined, '2025-03-01', today, 5)).toBe('2026-11-10');
  });

  it('proposes today for a student with neither frequência nor fee, whom Gerar mensalidades never charges', () => {
    const paysAsTheyCome = { frequencia: '' as const, dataVencimento: '10', valorMensalidade: 0 };
    expect(proposedDueDate(paysAsTheyCome, '2026-11-10', '2025-03-01', today, 5)).toBe(today);
    expect(proposedDueDate(paysAsTheyCome, undefined, '2025-03-01', today, 5)).toBe(today);
  });
});

describe('latestFeeDue', () => {
  it('is the latest due of a fee, whatever order the payments were recorded in, not a single class’s', () => {
    const paid = (dueDate: string, plan: Payment['plan'] = '2x') => ({ dueDate, plan });
    // November paid on the 10th, October settled late on the 28th (the latest recorded).
    expect(latestFeeDue([paid('2026-10-10'), paid('2026-11-10')])).toBe('2026-11-10');
    expect(latestFeeDue([paid('2026-11-10'), paid('2026-12-15', 'avulsa')])).toBe('2026-11-10');
    expect(latestFeeDue([paid('2026-12-15', 'avulsa')])).toBeUndefined();
    expect(latestFeeDue([])).toBeUndefined();
  });
});
