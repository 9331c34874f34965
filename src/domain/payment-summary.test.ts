import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentStatuses, type PaymentStatus } from './enums';
import { studentPaymentStatus, reportPaymentStatus } from './payment-status';
import {
  openBalance,
  paymentSummarySchema,
  summarize,
  summaryAfterEdit,
  summaryDisagrees,
  summariesFromShards,
  summaryReportStatus,
  summaryShardOf,
  summaryStatus,
  SUMMARY_SHARDS,
  withPayment,
} from './payment-summary';

const today = '2025-06-15';
let n = 0;
const p = (status: PaymentStatus, dueDate: string, amount = 100, paymentDate = dueDate, createdAt = 0) => ({
  id: `p${++n}`,
  status,
  dueDate,
  amount,
  paymentDate,
  createdAt,
});

describe('summarize', () => {
  it('has nothing for no payments', () => {
    expect(summarize([])).toBeUndefined();
    expect(summaryStatus(undefined, today)).toBe('none');
  });

  it('counts, totals by status in cents and keeps the latest payment', () => {
    const last = p('pending', '2025-06-20', 0.2, '2025-06-20', 5);
    const s = summarize([
      p('paid', '2025-05-10', 0.1),
      p('paid', '2025-04-10', 0.2),
      last,
      p('overdue', '2025-03-01', 50),
    ]);
    expect(s).toMatchObject({
      count: 4,
      paidTotal: 0.3,
      pendingTotal: 0.2,
      overdueTotal: 50,
      firstPendingDue: '2025-06-20',
      firstOverdueDue: '2025-03-01',
      lastPaymentId: last.id,
      lastAmount: 0.2,
      lastStatus: 'pending',
    });
    expect(paymentSummarySchema.safeParse(s).success).toBe(true);
    expect(openBalance(s)).toEqual({ amount: 50.2, dueDate: '2025-03-01' });
  });

  it('breaks a tie on paymentDate by createdAt, then by id', () => {
    const a = { ...p('paid', '2025-06-01', 1, '2025-06-01', 9), id: 'a' };
    const b = { ...p('paid', '2025-06-01', 2, '2025-06-01', 9), id: 'b' };
    const c = { ...p('paid', '2025-06-01', 3, '2025-06-01', 1), id: 'c' };
    expect(summarize([a, b, c])?.lastPaymentId).toBe('b');
    expect(summarize([c, b, a])?.lastPaymentId).toBe('b');
  });

  it('has no open balance when all is paid', () => {
    expect(openBalance(summarize([p('paid', '2025-06-01')]))).toBeNull();
  });
});

describe('summaryStatus: SPEC 4 from the summary and the studio’s today', () => {
  it.each([
    ['all paid', [p('paid', '2025-05-10'), p('paid', '2025-06-10')], 'paid'],
    ['pending due today is not late', [p('pending', today)], 'pending'],
    ['pending due yesterday is late', [p('pending', '2025-06-14')], 'overdue'],
    ['pending due tomorrow, older paid', [p('paid', '2025-05-10'), p('pending', '2025-06-16')], 'pending'],
    ['marked overdue, due later', [p('overdue', '2025-07-10')], 'overdue'],
    ['mixed: late wins over pending', [p('pending', '2025-06-30'), p('pending', '2025-06-01')], 'overdue'],
  ] as const)('%s → %s', (_case, payments, status) => {
    expect(summaryStatus(summarize(payments), today)).toBe(status);
    expect(studentPaymentStatus(payments, today)).toBe(status);
  });

  it('turns a pending payment late the day after its due date, with no write', () => {
    const s = summarize([p('pending', '2025-06-15')]);
    expect(summaryStatus(s, '2025-06-15')).toBe('pending');
    expect(summaryStatus(s, '2025-06-16')).toBe('overdue');
  });
});

describe('summaryDisagrees and shards', () => {
  it('finds a summary that misses a payment', () => {
    const history = [p('paid', '2025-05-10'), p('pending', '2025-06-10')];
    expect(summaryDisagrees(summarize(history), history)).toBe(false);
    expect(summaryDisagrees(summarize(history.slice(0, 1)), history)).toBe(true);
    expect(summaryDisagrees(undefined, history)).toBe(true);
    expect(summaryDisagrees(undefined, [])).toBe(false);
  });

  it('spreads students over a fixed set of shards', () => {
    // Ids as Firestore makes them (20 random letters and digits), drawn from a fixed seed.
    let seed = 7;
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
    const char = () => letters[(seed = (seed * 48271) % 2147483647) % letters.length];
    const ids = Array.from({ length: 400 }, () => Array.from({ length: 20 }, char).join(''));
    const sizes = new Map<string, number>();
    for (const id of ids) sizes.set(summaryShardOf(id), (sizes.get(summaryShardOf(id)) ?? 0) + 1);
    expect(sizes.size).toBe(SUMMARY_SHARDS);
    expect(Math.max(...sizes.values())).toBeLessThan((3 * ids.length) / SUMMARY_SHARDS); // none holds 3× its share
    expect(summaryShardOf('abc')).toBe(summaryShardOf('abc'));
  });
});

// ---------- Properties ----------

const day = fc.integer({ min: 0, max: 120 }).map((d) => new Date(Date.UTC(2025, 3, 1 + d)).toISOString().slice(0, 10));
const facts = fc.record({
  status: fc.constantFrom(...paymentStatuses),
  dueDate: day,
  paymentDate: day,
  amount: fc.integer({ min: 1, max: 100_000_000 }).map((c) => c / 100),
  createdAt: fc.integer({ min: 0, max: 50 }),
});
type Facts = typeof facts extends fc.Arbitrary<infer T> ? T : never;
type Op = { kind: 'add'; payment: Facts } | { kind: 'edit'; pick: number; payment: Facts };
const op: fc.Arbitrary<Op> = fc.oneof(
  facts.map((payment) => ({ kind: 'add' as const, payment })),
  fc.record({ kind: fc.constant('edit' as const), pick: fc.nat(), payment: facts }),
);

describe('summariesFromShards: an entry counts only in its own shard', () => {
  const late = summarize([p('pending', '2025-06-01')]);
  const forgedPaid = summarize([p('paid', '2025-06-30')]);
  const own = summaryShardOf('stu1');
  const other = own === 'shard-0' ? 'shard-1' : 'shard-0';

  it.each([
    ['before its own shard', [other, own]],
    ['after its own shard', [own, other]],
  ])("ignores a 'Pago' entry written to another shard, %s", (_order, ids) => {
    const shards = ids.map((id) => ({ id, students: { stu1: id === own ? late : forgedPaid } }));
    const { summaries, misplaced } = summariesFromShards(shards);
    expect(summaries.get('stu1')).toEqual(late);
    expect(summaryStatus(summaries.get('stu1'), today)).toBe('overdue');
    expect(misplaced).toBe(1);
  });

  it('counts entries that fail the schema, and shows no student only found elsewhere', () => {
    const { summaries, unreadable } = summariesFromShards([
      { id: own, students: { stu1: { ...late, count: 0 } } },
      { id: other, students: { stu1: late } },
    ]);
    expect(summaries.has('stu1')).toBe(false);
    expect(unreadable).toBe(1);
  });
});

describe('paymentSummarySchema: the totals hold the last payment', () => {
  const pending = summarize([p('pending', '2025-07-10', 320.5)]);
  it.each<[string, Record<string, unknown>]>([
    ['a pending last payment missing from the pending total', { pendingTotal: 0 }],
    ['a pending last payment without a first pending due', { firstPendingDue: '' }],
    ['a first pending due after the last due date', { firstPendingDue: '2025-07-11' }],
    ["a 'paid' last payment missing from the paid total", { lastStatus: 'paid' }],
    ["an 'overdue' last payment without a first overdue due", { lastStatus: 'overdue', overdueTotal: 320.5 }],
  ])('refuses %s', (_name, change) => {
    expect(paymentSummarySchema.safeParse({ ...pending, ...change }).success).toBe(false);
  });

  it('accepts the fold of payments', () => {
    expect(paymentSummarySchema.safeParse(pending).success).toBe(true);
  });
});

describe('properties', () => {
  it('a summary kept by adds and edits always equals the fold of its payments', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        const payments = new Map<string, ReturnType<typeof p>>();
        let summary = summarize([]);
        ops.forEach((o, i) => {
          if (o.kind === 'add' || payments.size === 0) {
            const added = { ...o.payment, id: `id${i}` };
            payments.set(added.id, added);
            summary = withPayment(summary, added);
          } else {
            const ids = [...payments.keys()];
            const id = ids[o.pick % ids.length] ?? '';
            const edited = { ...o.payment, id };
            summary = summaryAfterEdit([...payments.values()], edited);
            payments.set(id, edited);
          }
          expect(summary).toEqual(summarize([...payments.values()]));
          expect(summary).toEqual(summarize([...payments.values()].reverse()));
        });
      }),
    );
  });

  it('derives the same statuses as SPEC 4 over the payments themselves', () => {
    fc.assert(
      fc.property(fc.array(facts, { maxLength: 20 }), day, (list, todayIso) => {
        const payments = list.map((x, i) => ({ ...x, id: `id${i}` }));
        const s = summarize(payments);
        expect(summaryStatus(s, todayIso)).toBe(studentPaymentStatus(payments, todayIso));
        if (payments.length > 0) expect(paymentSummarySchema.safeParse(s).success).toBe(true);
        // The reports rule reads the latest payment; ties on date and createdAt are broken by id here.
        const distinct = new Set(payments.map((x) => `${x.paymentDate}${x.createdAt}`)).size === payments.length;
        if (distinct) expect(summaryReportStatus(s, todayIso)).toBe(reportPaymentStatus(payments, todayIso));
      }),
    );
  });
});
