// About three months of payments relative to today, in all three statuses.
import { addDaysIso, monthDayIso, todayIso } from '../src/domain/dates.ts';
import { roundMoney } from '../src/domain/money.ts';
import { paidFor, type Payment } from '../src/domain/payment.ts';
import type { PaymentStatus } from '../src/domain/enums.ts';
import type { Random } from './seed-random.ts';
import type { SeededStudent } from './seed-students.ts';

const DAY = 86_400_000;

export interface SeededPayment {
  id: string;
  data: Payment;
}

/** Noon in São Paulo of a date, as epoch ms, never after `now`. */
export const instantOf = (iso: string, now: number) => Math.min(now, Date.parse(`${iso}T12:00:00-03:00`));

export function buildPayments(
  random: Random,
  today: string,
  now: number,
  students: readonly SeededStudent[],
): SeededPayment[] {
  const payments: SeededPayment[] = [];
  const add = (student: SeededStudent, status: PaymentStatus, dueDate: string, amount: number, notes = '') => {
    const paid = status === 'paid';
    const paymentDate = paid ? minDate(addDaysIso(dueDate, random.int(-5, 3)), today) : dueDate;
    const createdAt = paid ? instantOf(paymentDate, now) : instantOf(addDaysIso(dueDate, -10), now);
    payments.push({
      id: random.id(),
      data: {
        studentId: student.id,
        amount,
        paymentDate,
        dueDate,
        status,
        paymentMethod: paid ? student.data.formaPagamento : '',
        notes,
        ...paidFor(student.data),
        createdAt,
        updatedAt: paid ? createdAt : instantOf(dueDate, now),
      },
    });
  };

  for (const student of students) {
    const s = student.data;
    const joined = todayIso(s.createdAt);
    if (now - s.createdAt < 15 * DAY) continue; // just joined: 'Sem pagamentos' yet
    if (!s.active) {
      // Left the studio: one paid month shortly before leaving.
      add(student, 'paid', addDaysIso(todayIso(s.deletedAt ?? now), -20), s.valorMensalidade || s.valorAulaAvulsa);
      continue;
    }
    if (s.frequencia === 'avulsa') {
      // Single classes: a few paid ones, sometimes one still to pay.
      for (let n = random.int(1, 3); n > 0; n--) {
        const day = addDaysIso(today, -random.int(3, 85));
        if (day >= joined) add(student, 'paid', day, s.valorAulaAvulsa, random.chance(0.3) ? 'Aula avulsa' : '');
      }
      if (random.chance(0.4))
        add(student, 'pending', addDaysIso(today, random.int(-6, 6)), s.valorAulaAvulsa, 'Aula avulsa');
      continue;
    }
    for (const month of [-2, -1, 0]) {
      const due = monthDayIso(today, month, Number(s.dataVencimento || '10'));
      if (due < joined) continue;
      const r = random.next();
      let status: PaymentStatus = 'paid';
      if (month === -1) status = r < 0.8 ? 'paid' : r < 0.92 ? 'overdue' : 'pending';
      if (month === 0) {
        status = due < today ? (r < 0.6 ? 'paid' : r < 0.85 ? 'overdue' : 'pending') : r < 0.35 ? 'paid' : 'pending';
      }
      const discount = status === 'paid' && random.chance(0.12);
      const amount = discount ? roundMoney(s.valorMensalidade * 0.9) : s.valorMensalidade;
      add(student, status, due, amount, discount ? 'Desconto de 10% por pagamento antecipado' : '');
    }
  }
  ensureEveryStatus(payments, today);
  return payments;
}

export function minDate(a: string, b: string): string {
  return a < b ? a : b;
}

/** The demo must show every status: turn the first suitable payments into the missing ones. */
function ensureEveryStatus(payments: SeededPayment[], today: string): void {
  const has = (status: PaymentStatus) => payments.some((p) => p.data.status === status);
  if (!has('overdue')) {
    const p = payments.find((x) => x.data.dueDate < today && x.data.notes === '');
    if (p) Object.assign(p.data, { status: 'overdue', paymentDate: p.data.dueDate, paymentMethod: '' });
  }
  if (!has('pending')) {
    const p = payments.find((x) => x.data.status === 'paid' && x.data.dueDate >= addDaysIso(today, -3));
    if (p) Object.assign(p.data, { status: 'pending', paymentDate: p.data.dueDate, paymentMethod: '' });
  }
}
