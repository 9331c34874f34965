// What happened in the seeded studio's classes (issue 15): roll calls of the past weeks, notices of
// absence (in time, with their credit; late, without), a few classes the studio cancelled (credits for
// everyone), make-up classes booked with those credits (past and coming), and a holiday closed.
// Pure and seeded, validated by the domain's schemas before anything is written.
import type { Closure } from '../src/domain/closure.ts';
import { holidayClosureId } from '../src/domain/closure.ts';
import { creditIdOf, newCredit, type Credit } from '../src/domain/credit.ts';
import { addDaysIso, todayIso } from '../src/domain/dates.ts';
import { holidaysBetween } from '../src/domain/holidays.ts';
import { CLASS_SIZE, blankOccurrence, type Occurrence } from '../src/domain/occurrence.ts';
import { datesBetween, occurrencesOn } from '../src/domain/occurrences.ts';
import { studioInstant } from '../src/domain/studio-clock.ts';
import type { Random } from './seed-random.ts';
import type { SeededSchedule } from './seed-studio.ts';

const HOUR = 3_600_000;
export const SEED_CREDIT_DAYS = 30;

export interface SeededOccurrence {
  scheduleId: string;
  data: Occurrence;
}
export interface SeededWeek {
  occurrences: SeededOccurrence[];
  credits: { id: string; data: Credit }[];
  closures: { id: string; data: Closure }[];
}

export interface WeekOptions {
  /** Days of roll calls before today. */
  daysBack: number;
  /** Days ahead with notices and bookings. */
  daysAhead: number;
  /** The studio's state, for its holidays. */
  state: string;
}

interface Slot {
  schedule: SeededSchedule;
  date: string;
  start: number;
  occurrence: Occurrence;
}

export function buildWeek(
  random: Random,
  now: number,
  schedules: readonly SeededSchedule[],
  options: WeekOptions,
): SeededWeek {
  const today = todayIso(now);
  const from = addDaysIso(today, -options.daysBack);
  const to = addDaysIso(today, options.daysAhead);
  // A holiday closed: the next national one, and none of its classes happen.
  const holiday = holidaysBetween(addDaysIso(today, 1), addDaysIso(today, 365), options.state).find(
    (h) => h.kind === 'nacional',
  );
  const closures = holiday
    ? [
        {
          id: holidayClosureId(holiday.date),
          data: {
            kind: 'feriado' as const,
            reason: holiday.name,
            startDate: holiday.date,
            endDate: holiday.date,
            active: true,
            createdAt: now - 5 * 24 * HOUR,
            updatedAt: now - 5 * 24 * HOUR,
          },
        },
      ]
    : [];
  const records = schedules.map((s) => ({ ...s.data, id: s.id, schedule: s }));
  const slots: Slot[] = [];
  for (const [date, classes] of occurrencesOn(records, datesBetween(from, to))) {
    if (holiday && date === holiday.date) continue;
    for (const c of classes) {
      const start = studioInstant(date, c.startTime);
      slots.push({
        schedule: c.schedule,
        date,
        start,
        occurrence: blankOccurrence(date, Math.min(start, now), c.instructorId),
      });
    }
  }
  const credits: { id: string; data: Credit }[] = [];
  const earn = (slot: Slot, studentId: string, reason: Credit['reason'], at: number) => {
    const input = { studentId, scheduleId: slot.schedule.id, date: slot.date, reason };
    const data = newCredit(input, SEED_CREDIT_DAYS, at, slot.occurrence.movedDate || slot.date);
    credits.push({ id: creditIdOf(slot.schedule.id, slot.date, studentId), data });
  };
  const touched = new Set<Slot>();
  for (const slot of slots) {
    const past = slot.start <= now;
    const o = slot.occurrence;
    // About one class in a hundred is cancelled by the studio, with credits for everyone.
    if (random.chance(0.01) && slot.start - 2 * 24 * HOUR < now) {
      const at = Math.min(now, slot.start - random.int(3, 48) * HOUR);
      o.cancelled = true;
      o.reason = random.pick(['Instrutora doente', 'Manutenção do estúdio', 'Falta de luz', 'Chuva forte']);
      o.changed = true;
      o.createdAt = o.updatedAt = at;
      for (const id of slot.schedule.data.studentIds) earn(slot, id, 'cancelamento', at);
      touched.add(slot);
      continue;
    }
    for (const studentId of slot.schedule.data.studentIds) {
      const roll = random.next();
      if (roll < 0.06 && (past || slot.start - now < options.daysAhead * 24 * HOUR)) {
        // A notice in time: a justified absence and a credit.
        const at = slot.start - random.int(4, 72) * HOUR;
        if (at > now) continue;
        o.notices[studentId] = at;
        o.attendance[studentId] = 'justificada';
        earn(slot, studentId, 'aviso', at);
        touched.add(slot);
      } else if (roll < 0.08 && past) {
        // A late notice: an absence, no credit.
        o.notices[studentId] = slot.start - random.int(10, 170) * 60_000;
        o.attendance[studentId] = 'falta';
        touched.add(slot);
      } else if (past) {
        o.attendance[studentId] = roll < 0.15 ? 'falta' : 'presente';
        touched.add(slot);
      }
    }
  }
  // Six in ten credits are used: a seat in another class of the same discipline, before they expire.
  const byDiscipline = new Map<string, Slot[]>();
  for (const slot of slots) {
    if (slot.occurrence.cancelled) continue;
    const list = byDiscipline.get(slot.schedule.data.discipline) ?? [];
    list.push(slot);
    byDiscipline.set(slot.schedule.data.discipline, list);
  }
  const seats = (s: Slot) =>
    s.schedule.data.studentIds.length -
    s.schedule.data.studentIds.filter((id) => s.occurrence.attendance[id] === 'justificada').length +
    Object.keys(s.occurrence.guests).length;
  const missed = new Map(slots.map((s) => [`${s.schedule.id}|${s.date}`, s]));
  for (const credit of credits) {
    if (!random.chance(0.6)) continue;
    const origin = missed.get(`${credit.data.scheduleId}|${credit.data.date}`);
    const candidates = (byDiscipline.get(origin?.schedule.data.discipline ?? '') ?? []).filter(
      (s) =>
        s.date > credit.data.date &&
        s.date <= credit.data.expiresOn &&
        s.start > credit.data.createdAt &&
        !s.schedule.data.studentIds.includes(credit.data.studentId) &&
        !(credit.data.studentId in s.occurrence.guests) &&
        seats(s) < CLASS_SIZE,
    );
    if (candidates.length === 0) continue;
    const target = random.pick(candidates);
    const at = Math.min(
      now,
      target.start - random.int(5, 96) * HOUR,
      Math.max(credit.data.createdAt, target.start - HOUR),
    );
    if (at < credit.data.createdAt || at > target.start) continue;
    target.occurrence.guests[credit.data.studentId] = credit.id;
    if (target.start <= now)
      target.occurrence.attendance[credit.data.studentId] = random.chance(0.9) ? 'presente' : 'falta';
    credit.data = {
      ...credit.data,
      bookedScheduleId: target.schedule.id,
      bookedDate: target.date,
      bookedAt: target.date, // the seeds move no class
      bookedStart: target.schedule.data.startTime,
      updatedAt: Math.max(at, credit.data.createdAt),
    };
    touched.add(target);
  }
  const occurrences = [...touched].map((slot) => ({
    scheduleId: slot.schedule.id,
    data: { ...slot.occurrence, updatedAt: Math.max(slot.occurrence.createdAt, Math.min(now, slot.start + HOUR)) },
  }));
  return { occurrences, credits, closures };
}
