// 'Gerar mensalidades' against the emulator (issue 17): a month's dues for 400 students in batches
// the rules accept (each checks its student and its summary's last payment), every summary following
// at once; generating again creates nothing. Prints how long the 400 took (a figure, not a limit).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '../../src/data/auth-service';
import { createMonthlyDues, monthPayments, shardBatches } from '../../src/data/monthly-dues-repo';
import { addPayment, subscribePaymentSummaries } from '../../src/data/payment-ledger';
import { pendingSaves, subscribeLateFailures } from '../../src/data/save-status';
import { planMonthlyDues, type DueFees, type MonthPayments } from '../../src/domain/monthly-dues';
import { summaryShardOf, type PaymentSummary } from '../../src/domain/payment-summary';
import { sampleStudent } from '../../src/domain/test-helpers';
import { admin, clearEmulators, createStaff, stored, uniqueEmail } from '../support/emulator';
import { backOnline, goOffline, onlineAfterEach } from '../support/offline';
import { payment } from '../support/fixtures';
import { connectDataLayerToEmulators, nextValue } from '../support/web-client';

connectDataLayerToEmulators();

const COUNT = 400;
const ids = Array.from({ length: COUNT }, (_, i) => `aluno${String(i).padStart(3, '0')}`);
const fees: DueFees = { valorMensalidade: 250, formaPagamento: 'pix', dataVencimento: '31', frequencia: '2x' };
const createdAt = Date.UTC(2026, 0, 10);
const students = ids.map((id) => ({ id, nome: id, active: true, disciplina: 'pilates' as const, createdAt }));
const HAND = 'aluno399'; // its February was recorded by hand before 'Gerar mensalidades'
const summaries = (accept: (m: Map<string, PaymentSummary>) => boolean) => nextValue(subscribePaymentSummaries, accept);
const plan = (existing: MonthPayments, map: Map<string, PaymentSummary>) => ({
  dues: planMonthlyDues(students, () => fees, '2027-02', existing, 10, Date.now()).dues,
  summaryOf: (id: string) => map.get(id),
});

beforeEach(async () => {
  await signOut();
  await clearEmulators();
  const { db } = admin();
  for (let i = 0; i < COUNT; i += 400) {
    const batch = db.batch();
    for (const id of ids.slice(i, i + 400)) batch.set(db.doc(`students/${id}`), stored({ ...sampleStudent, nome: id }));
    await batch.commit();
  }
  const email = uniqueEmail('admin');
  await createStaff(email, { role: 'admin', password: 'senha123' });
  await signIn(email, 'senha123', true);
});

onlineAfterEach();

describe('Gerar mensalidades', () => {
  it("does not take a single class or another month's extended due for the month's fee", async () => {
    const { db } = admin();
    const inFebruary = { paymentDate: '2027-02-05', dueDate: '2027-02-05' };
    await db.doc('payments/hand').set(stored(payment({ studentId: 'aluno001', ...inFebruary, plan: '2x' })));
    await db.doc('payments/class').set(stored(payment({ studentId: 'aluno002', ...inFebruary, plan: 'avulsa' })));
    await db.doc('payments/2027-01_aluno003').set(stored(payment({ studentId: 'aluno003', ...inFebruary })));
    await db.doc('payments/2027-02_aluno004').set(stored(payment({ studentId: 'aluno004', ...inFebruary })));

    const held = await monthPayments('2027-02');
    expect(held.fromCache).toBe(false); // online: read from the server
    expect([...held.dueIds]).toEqual(['2027-02_aluno004']);
    expect([...held.charged].sort()).toEqual(['aluno001', 'aluno004']);
    const planned = planMonthlyDues(students, () => fees, '2027-02', held, 10, Date.now());
    expect(planned.skipped).toMatchObject({ existing: 1, recorded: 1 });
    expect(planned.dues.map((d) => d.studentId)).toEqual(expect.arrayContaining(['aluno002', 'aluno003']));
  });

  it(`creates a month's dues for ${COUNT} students once, with their summaries`, { timeout: 180_000 }, async () => {
    // One student already paid March in advance: the due is not the last payment of its summary, so
    // its batch reads that payment (the rules' outside reads stay within 20 a batch). Another one's
    // February was recorded by hand: not charged twice.
    await addPayment(payment({ studentId: 'aluno000', paymentDate: '2026-11-30', dueDate: '2027-03-10' }), undefined);
    await addPayment(payment({ studentId: HAND, paymentDate: '2026-11-30', dueDate: '2027-02-05' }), undefined);
    const before = await summaries((m) => m.has('aluno000') && m.has(HAND));

    const first = plan(await monthPayments('2027-02'), before);
    expect(first.dues).toHaveLength(COUNT - 1);
    expect(first.dues.some((d) => d.studentId === HAND)).toBe(false);
    // Batches of at most 8 dues (the rules' reads), never two of one shard (one write of it each).
    const batches = shardBatches(first.dues);
    expect(batches.map((b) => new Set(b.map((d) => summaryShardOf(d.studentId))).size)).toEqual(
      batches.map((b) => b.length),
    );
    expect(Math.max(...batches.map((b) => b.length))).toBe(8);
    const progress: number[] = [];
    const started = performance.now();
    const result = await createMonthlyDues(first.dues, first.summaryOf, (done) => progress.push(done));
    const ms = Math.round(performance.now() - started);
    console.log(`Gerar mensalidades: ${COUNT} alunos em ${ms} ms (${batches.length} lotes)`);
    expect(result).toEqual({ created: COUNT - 1, failed: 0 });
    expect(progress.at(-1)).toBe(COUNT - 1);

    const charged = ids.filter((id) => id !== HAND);
    const after = await summaries((m) => charged.every((id) => m.get(id)?.firstPendingDue === '2027-02-28'));
    expect(after.get('aluno001')).toMatchObject({ count: 1, pendingTotal: 250, lastPaymentId: '2027-02_aluno001' });
    expect(after.get('aluno000')).toMatchObject({ count: 2, pendingTotal: 250, paidTotal: 280 });
    expect(after.get(HAND)).toMatchObject({ count: 1, pendingTotal: 0 });

    // Again (another device, or the same admin twice): nothing new, nothing written twice.
    const again = plan(await monthPayments('2027-02'), after);
    expect(again.dues).toEqual([]);
    // A device that planned before the first run (a stale list) is refused by the rules, whole
    // batches: no due is written over, no summary counts one twice.
    // Offline, a batch counts as made once in this device's cache; the refusal comes once back online,
    // named so the admin knows what to do.
    const refused: string[] = [];
    const stop = subscribeLateFailures(({ label }) => refused.push(label));
    await goOffline();
    const offline = await createMonthlyDues(first.dues.slice(0, 8), first.summaryOf, () => undefined);
    expect(offline).toEqual({ created: 8, failed: 0 });
    await backOnline();
    await vi.waitFor(() => expect(pendingSaves()).toBe(0), { timeout: 60_000, interval: 200 });
    stop();
    expect(refused).toEqual(['mensalidades de fevereiro de 2027 (8 alunos; gere o mês de novo para completá-lo)']);
    const due = await admin().db.doc('payments/2027-02_aluno001').get();
    expect(due.get('version')).toBe(1);
    expect((await admin().db.doc('payments/2027-02_aluno001/history/1').get()).exists).toBe(false);
    const stored2 = await admin().db.collection('payments').where('dueDate', '==', '2027-02-28').get();
    expect(stored2.size).toBe(COUNT - 1);
    const shard = await admin()
      .db.doc(`paymentSummaries/${summaryShardOf('aluno001')}`)
      .get();
    expect(shard.get('students.aluno001.count')).toBe(1);
  });
});
