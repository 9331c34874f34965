// The busy studio's 15 000 payments over the 24 months up to today (seed-bench): a monthly fee per
// month of membership for the 1x–5x students, one payment per session for the avulsa ones, extra
// sessions to reach the exact count; paid, pending and overdue as a real studio's books look.
// Grouped per student too, for what is kept per student (e.g. a payment summary).
import { addDaysIso, monthDayIso, todayIso } from '../src/domain/dates.ts';
import type { PaymentMethod, PaymentStatus } from '../src/domain/enums.ts';
import { roundMoney } from '../src/domain/money.ts';
import { paidFor, type Payment } from '../src/domain/payment.ts';
import { instantOf, minDate, type SeededPayment } from './seed-payments.ts';
import type { Random } from './seed-random.ts';
import { methods, singleClassPrice, type SeededStudent } from './seed-students.ts';

export const benchPaymentCount = 15_000;
/** The current month and the 23 before it. */
export const benchPaymentMonths = 24;

export interface BenchPayments {
  /** Every payment, in the order generated. */
  all: SeededPayment[];
  /** Each student's payments by due date (students without payments are absent). */
  byStudent: Map<string, SeededPayment[]>;
}

/**
 * Status of a fee due on `due`, `monthsAgo` months before the current one. Old debts were mostly
 * settled (and marked paid); what is still open sits in the last months, as in a real studio's books.
 */
function statusOf(random: Random, due: string, today: string, monthsAgo: number, leaving: boolean): PaymentStatus {
  const r = random.next();
  if (due > today) return r < 0.3 ? 'paid' : 'pending'; // some pay early
  if (leaving) return r < 0.9 ? 'paid' : r < 0.98 ? 'overdue' : 'pending'; // some leave owing
  if (monthsAgo === 0) return r < 0.75 ? 'paid' : r < 0.92 ? 'overdue' : 'pending';
  if (monthsAgo === 1) return r < 0.93 ? 'paid' : r < 0.98 ? 'overdue' : 'pending';
  if (monthsAgo === 2) return r < 0.985 ? 'paid' : r < 0.997 ? 'overdue' : 'pending';
  return r < 0.999 ? 'paid' : 'overdue';
}

interface Ledger {
  random: Random;
  now: number;
  today: string;
  /** First day of the oldest month with payments. */
  firstDay: string;
  all: SeededPayment[];
  /** Ids of single-session payments: the ones to drop when there are too many. */
  sessions: Set<string>;
  add(student: SeededStudent, due: string, amount: number, status: PaymentStatus, notes: string): string;
}

function makeLedger(random: Random, now: number): Ledger {
  const today = todayIso(now);
  const ledger: Ledger = {
    random,
    now,
    today,
    firstDay: monthDayIso(today, -(benchPaymentMonths - 1), 1),
    all: [],
    sessions: new Set(),
    add(student, due, amount, status, notes) {
      const paid = status === 'paid';
      const paymentDate = paid ? minDate(addDaysIso(due, random.int(-5, 4)), today) : due;
      // The student's usual method, sometimes another; pending ones carry the expected method.
      const method: PaymentMethod = random.chance(0.85) ? student.data.formaPagamento || 'pix' : random.pick(methods);
      const createdAt = paid ? instantOf(paymentDate, now) : instantOf(addDaysIso(due, -10), now);
      const data: Payment = {
        studentId: student.id,
        amount,
        paymentDate,
        dueDate: due,
        status,
        paymentMethod: method,
        notes,
        ...paidFor(student.data),
        createdAt,
        updatedAt: paid ? createdAt : Math.max(createdAt, instantOf(minDate(due, today), now)),
      };
      const id = random.id();
      ledger.all.push({ id, data });
      return id;
    },
  };
  return ledger;
}

/** One fee per month of membership, due on the student's day of the month. */
function monthlyFees(ledger: Ledger, student: SeededStudent): void {
  const { random, today } = ledger;
  const s = student.data;
  const joined = todayIso(s.createdAt);
  const left = s.deletedAt === null ? null : todayIso(s.deletedAt);
  for (let monthsAgo = benchPaymentMonths - 1; monthsAgo >= 0; monthsAgo--) {
    const due = monthDayIso(today, -monthsAgo, Number(s.dataVencimento || '10'));
    if (due < joined || (left !== null && due > left)) continue;
    const leaving = left !== null && due > addDaysIso(left, -45);
    const status = statusOf(random, due, today, monthsAgo, leaving);
    // Fees went up 8 % a year ago; a few paid early with a 10 % discount.
    const fee = monthsAgo >= 12 ? roundMoney(s.valorMensalidade * 0.92) : s.valorMensalidade;
    const discount = status === 'paid' && random.chance(0.1);
    const notes = discount ? 'Desconto de 10% por pagamento antecipado' : '';
    ledger.add(student, due, discount ? roundMoney(fee * 0.9) : fee, status, notes);
  }
}

/** One payment per session: trial students come once or twice, the others every week or so. */
function singleSessions(ledger: Ledger, student: SeededStudent): void {
  const { random, today, firstDay } = ledger;
  const s = student.data;
  const joined = todayIso(s.createdAt);
  const last = s.deletedAt === null ? today : todayIso(s.deletedAt);
  const trial = s.disciplina.endsWith('experimental');
  let day = addDaysIso(joined < firstDay ? firstDay : joined, random.int(0, 6));
  for (let n = 0; day <= last && !(trial && n >= 2); n++) {
    const recent = day > addDaysIso(today, -10);
    const status = recent && random.chance(0.4) ? 'pending' : !recent && random.chance(0.003) ? 'overdue' : 'paid';
    const notes = trial ? 'Aula experimental' : random.chance(0.2) ? 'Aula avulsa' : '';
    ledger.sessions.add(ledger.add(student, day, s.valorAulaAvulsa, status, notes));
    day = addDaysIso(day, trial ? random.int(7, 30) : random.int(5, 12));
  }
}

/** Exactly benchPaymentCount: extra therapy sessions of long-standing members, or fewer single sessions. */
function fitToCount(ledger: Ledger, students: readonly SeededStudent[]): void {
  const { random, now, today, firstDay } = ledger;
  const members = students.filter(
    (s) => s.data.active && s.data.frequencia !== 'avulsa' && now - s.data.createdAt > 30 * 86_400_000,
  );
  while (ledger.all.length < benchPaymentCount) {
    const member = random.pick(members);
    const joined = todayIso(member.data.createdAt);
    const from = joined > firstDay ? joined : firstDay;
    const day = addDaysIso(from, random.int(0, Math.round((Date.parse(today) - Date.parse(from)) / 86_400_000)));
    const price = singleClassPrice(random, random.pick(['massagem', 'acupuntura', 'reiki'] as const));
    const status = day > addDaysIso(today, -7) && random.chance(0.5) ? 'pending' : 'paid';
    ledger.add(member, day, price, status, 'Sessão extra');
  }
  // Too many: drop single sessions spread evenly over everyone's history.
  const excess = ledger.all.length - benchPaymentCount;
  if (excess > 0) {
    const sessions = ledger.all.filter((p) => ledger.sessions.has(p.id));
    const step = sessions.length / excess;
    const dropped = new Set(Array.from({ length: excess }, (_, k) => sessions[Math.floor(k * step)]?.id));
    ledger.all = ledger.all.filter((p) => !dropped.has(p.id));
  }
}

export function buildBenchPayments(random: Random, now: number, students: readonly SeededStudent[]): BenchPayments {
  const ledger = makeLedger(random, now);
  for (const student of students) {
    if (now - student.data.createdAt < 15 * 86_400_000) continue; // just joined: 'Sem pagamentos' yet
    if (student.data.frequencia === 'avulsa') singleSessions(ledger, student);
    else monthlyFees(ledger, student);
  }
  fitToCount(ledger, students);
  const byStudent = new Map<string, SeededPayment[]>();
  for (const p of ledger.all) {
    const list = byStudent.get(p.data.studentId);
    if (list) list.push(p);
    else byStudent.set(p.data.studentId, [p]);
  }
  for (const list of byStudent.values()) list.sort((a, b) => a.data.dueDate.localeCompare(b.data.dueDate));
  return { all: ledger.all, byStudent };
}
