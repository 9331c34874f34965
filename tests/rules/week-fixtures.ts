// Classes placed relative to the real clock (the rules judge the 3 hours by the server's time), for
// the rules tests of occurrences and credits.
import { addDaysIso, todayIso } from '../../src/domain/dates';
import { newCredit, creditIdOf, type CreditReason } from '../../src/domain/credit';
import { blankOccurrence } from '../../src/domain/occurrence';
import { studioTime } from '../../src/domain/studio-clock';
import { NOW, uidOf, validInstructor, validSchedule, type Data } from './env';

const HOUR = 60 * 60 * 1000;

/** A class that starts `hours` from now (São Paulo), 50 minutes long (within its day). */
export function startingIn(hours: number): { date: string; startTime: string; endTime: string } {
  let at = Date.now() + hours * HOUR;
  // Keep the class inside its day: a start after 23:00 moves back to 23:00.
  if (studioTime(at) > '23:00')
    at -= (Number(studioTime(at).slice(3)) + 60 * (Number(studioTime(at).slice(0, 2)) - 23)) * 60_000;
  const startTime = studioTime(at);
  const [h = 0, m = 0] = startTime.split(':').map(Number);
  const end = h * 60 + m + 50;
  return {
    date: todayIso(at),
    startTime,
    endTime: `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`,
  };
}

/** Yesterday in São Paulo: every class of it has started. */
export const yesterday = addDaysIso(todayIso(), -1);

export const everyDay = [0, 1, 2, 3, 4, 5, 6];

/** Ivo (the instrutor's login) teaches 'ivo'; nobody's login is linked to 'other'. */
export const teachers: Record<string, Data> = {
  'instructors/ivo': { ...validInstructor, nome: 'Ivo Instrutor', userId: uidOf('instrutor') },
  'instructors/other': { ...validInstructor, nome: 'Olga Outra' },
};

export const aSchedule = (
  instructorId: string,
  times: { startTime: string; endTime: string },
  studentIds = ['s1', 's2'],
): Data => ({
  ...validSchedule,
  instructorId,
  studentIds,
  days: everyDay,
  ...times,
});

/** An occurrence nothing happened to, of a class taught by 'other' unless `changes` says, with `changes`. */
export const occurrence = (date: string, changes: Data = {}): Data => ({
  ...blankOccurrence(date, NOW, 'other'),
  ...changes,
});

export const credit = (
  scheduleId: string,
  date: string,
  studentId: string,
  reason: CreditReason = 'aviso',
  days = 30,
) => ({
  id: creditIdOf(scheduleId, date, studentId),
  data: { ...newCredit({ studentId, scheduleId, date, reason }, days, NOW) } as Data,
});
