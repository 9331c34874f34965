// The busy studio's 300 recurring classes (seed-bench) with their enrollments: 260 active ones that
// hold the active students of each discipline, and 40 deactivated ones that held students who left.
import { addDaysIso, todayIso } from '../src/domain/dates.ts';
import type { Discipline } from '../src/domain/enums.ts';
import type { Enrollment, Schedule } from '../src/domain/schedule.ts';
import type { Random } from './seed-random.ts';
import type { SeededInstructor, SeededSchedule } from './seed-studio.ts';
import { therapies, type SeededStudent } from './seed-students.ts';

const DAY = 86_400_000;

export const benchScheduleCount = 300;
const inactiveSchedules = 40;

/** How many classes a student takes: 4x and 5x students are in two classes, trial students in one. */
function seatsOf(student: SeededStudent): number {
  const { frequencia, disciplina } = student.data;
  if (frequencia === 'avulsa') return disciplina.endsWith('experimental') ? 1 : 0;
  return frequencia === '4x' || frequencia === '5x' ? 2 : 1;
}

/** Students per class a studio aims at: a therapy is one patient or two, a group class about four. */
const capacityOf = (discipline: Discipline) => (therapies.includes(discipline) ? 1.6 : 4);

/**
 * `total` classes split over the disciplines in proportion to the seats they need, at least one
 * and at most one per seat each (so no class is left empty).
 */
function classesPerDiscipline(seats: Map<Discipline, number>, total: number): Map<Discipline, number> {
  const counts = new Map<Discipline, number>();
  for (const discipline of seats.keys()) counts.set(discipline, 1);
  const load = (d: Discipline) => (seats.get(d) ?? 0) / capacityOf(d) / (counts.get(d) ?? 1);
  let assigned = counts.size;
  while (assigned < total) {
    const open = [...counts.keys()].filter((d) => (counts.get(d) ?? 0) < (seats.get(d) ?? 0));
    if (open.length === 0) throw new Error(`only ${assigned} seats for ${total} classes`);
    const busiest = open.reduce((a, b) => (load(b) > load(a) ? b : a));
    counts.set(busiest, (counts.get(busiest) ?? 0) + 1);
    assigned += 1;
  }
  return counts;
}

/** Students round-robin into their discipline's classes (a second seat goes to the next class). */
function fillClasses(students: readonly SeededStudent[], total: number): { discipline: Discipline; ids: string[] }[] {
  const seats = new Map<Discipline, number>();
  for (const s of students) seats.set(s.data.disciplina, (seats.get(s.data.disciplina) ?? 0) + seatsOf(s));
  for (const [d, n] of seats) if (n === 0) seats.delete(d);
  const classes: { discipline: Discipline; ids: string[] }[] = [];
  for (const [discipline, count] of classesPerDiscipline(seats, total)) {
    const group = Array.from({ length: count }, () => ({ discipline, ids: [] as string[] }));
    let next = 0;
    for (const s of students.filter((x) => x.data.disciplina === discipline)) {
      for (let seat = 0; seat < seatsOf(s); seat++) {
        const target = group[(next + seat) % count];
        if (target && !target.ids.includes(s.id)) target.ids.push(s.id);
      }
      next += seatsOf(s) > 0 ? 1 : 0;
    }
    classes.push(...group);
  }
  return classes;
}

const weekdayPatterns: readonly (readonly number[])[] = [
  [1, 3],
  [2, 4],
  [1, 3, 5],
  [2, 4, 6],
  [1, 4],
  [3, 5],
];

function daysOf(random: Random, discipline: Discipline): number[] {
  if (therapies.includes(discipline)) return [random.int(1, 6)];
  if (discipline.endsWith('experimental')) return [random.pick([3, 5, 6])];
  return [...random.pick(weekdayPatterns)];
}

const pad = (n: number) => String(n).padStart(2, '0');

export function buildBenchSchedules(
  random: Random,
  now: number,
  instructors: readonly SeededInstructor[],
  students: readonly SeededStudent[],
): SeededSchedule[] {
  const today = todayIso(now);
  const active = fillClasses(
    students.filter((s) => s.data.active),
    benchScheduleCount - inactiveSchedules,
  );
  const former = fillClasses(
    students.filter((s) => !s.data.active),
    inactiveSchedules,
  );
  // Who is busy when, so an instructor rarely gets two classes at once (the agenda would warn).
  const busy = new Set<string>();
  return [...active.map((c) => ({ ...c, active: true })), ...former.map((c) => ({ ...c, active: false }))].map(
    ({ discipline, ids, active: isActive }) => {
      const teachers = instructors.filter((i) => i.data.active && i.data.disciplinas.includes(discipline));
      if (teachers.length === 0 || ids.length === 0) throw new Error(`no instructor or students for ${discipline}`);
      const days = daysOf(random, discipline);
      let instructor = random.pick(teachers);
      let hour = random.int(7, 20);
      for (let tries = 0; tries < 30 && days.some((d) => busy.has(`${instructor.id}|${d}|${hour}`)); tries++) {
        instructor = random.pick(teachers);
        hour = random.int(7, 20);
      }
      for (const d of days) busy.add(`${instructor.id}|${d}|${hour}`);
      const minutes = therapies.includes(discipline) || random.chance(0.5) ? 50 : 60;

      const createdDaysAgo = random.int(30, 700);
      const createdAt = now - createdDaysAgo * DAY;
      // Some classes run for a season; the deactivated ones ended before today.
      const seasonal = isActive && random.chance(0.15);
      const endedDaysAgo = isActive ? 0 : random.int(5, createdDaysAgo - 20);
      const startDate = seasonal || !isActive ? addDaysIso(today, -createdDaysAgo + random.int(0, 10)) : null;
      const endDate = seasonal
        ? addDaysIso(today, random.int(20, 150))
        : isActive
          ? null
          : addDaysIso(today, -endedDaysAgo);
      const updatedAt = isActive ? createdAt : now - endedDaysAgo * DAY;
      const data: Schedule = {
        instructorId: instructor.id,
        studentIds: ids,
        discipline,
        days,
        startTime: `${pad(hour)}:00`,
        endTime: minutes === 60 ? `${pad(hour + 1)}:00` : `${pad(hour)}:50`,
        startDate,
        endDate,
        active: isActive,
        createdAt,
        updatedAt,
      };
      const enrollments = ids.map((studentId): Enrollment => ({ studentId, createdAt, active: isActive, updatedAt }));
      return { id: random.id(), data, enrollments };
    },
  );
}
