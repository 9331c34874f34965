// The demo instructors and recurring schedules (with their enrollments).
import type { Discipline } from '../src/domain/enums.ts';
import type { FullInstructor } from '../src/domain/instructor-private.ts';
import type { Enrollment, Schedule } from '../src/domain/schedule.ts';
import { addDaysIso } from '../src/domain/dates.ts';
import { address, phone } from './seed-people.ts';
import type { Random } from './seed-random.ts';
import type { SeededStudent } from './seed-students.ts';

const DAY = 86_400_000;

export interface InstructorRow {
  nome: string;
  email: string;
  disciplinas: Discipline[];
  active?: false;
}

export const demoInstructorRows: InstructorRow[] = [
  // Same e-mail as the demo instrutor login, so that account has its own classes.
  {
    nome: 'Camila Rocha',
    email: 'instrutor@salus.test',
    disciplinas: ['pilates', 'pilates experimental', 'yoga', 'yoga experimental'],
  },
  { nome: 'Rafael Monteiro', email: 'rafael.monteiro@gmail.com', disciplinas: ['jiu-jitsu', 'jiu-jitsu experimental'] },
  { nome: 'Juliana Ferraz', email: 'ju.ferraz.ballet@gmail.com', disciplinas: ['ballet', 'ballet experimental'] },
  {
    nome: 'Marcos Tavares',
    email: 'marcos.tavares@hotmail.com',
    disciplinas: ['acupuntura', 'auriculoterapia', 'quiropraxia'],
  },
  {
    nome: 'Patrícia Nunes',
    email: 'patricia.terapias@outlook.com',
    disciplinas: ['massagem', 'reiki', 'radiestesia', 'cone hindu / chines'],
  },
  { nome: 'Eduardo Lins', email: 'eduardo.lins@yahoo.com.br', disciplinas: ['pilates', 'yoga'], active: false },
];

export interface SeededInstructor {
  id: string;
  data: FullInstructor;
}

export function buildInstructors(
  random: Random,
  now: number,
  rows: readonly InstructorRow[] = demoInstructorRows,
): SeededInstructor[] {
  return rows.map((row) => {
    const createdAt = now - random.int(200, 500) * DAY;
    const deletedAt = row.active === false ? now - random.int(30, 90) * DAY : null;
    const data: FullInstructor = {
      nome: row.nome,
      email: row.email,
      telefone: phone(random),
      ...address(random),
      disciplinas: row.disciplinas,
      // Linked to a login by the seed writer when one has the same e-mail (seed-emulator.ts).
      userId: '',
      active: row.active !== false,
      createdAt,
      updatedAt: deletedAt ?? createdAt,
      deletedAt,
    };
    return { id: random.id(), data };
  });
}

type ScheduleRow = {
  instructor: number;
  discipline: Discipline;
  days: number[];
  time: [string, string];
  /** Recurrence window in days from today, when it has one. */
  window?: [number, number];
  active?: false;
};

const scheduleRows: ScheduleRow[] = [
  { instructor: 0, discipline: 'pilates', days: [1, 3], time: ['07:00', '08:00'] },
  { instructor: 0, discipline: 'pilates', days: [1, 3], time: ['18:00', '19:00'] },
  { instructor: 0, discipline: 'pilates', days: [2, 4], time: ['08:00', '09:00'] },
  { instructor: 0, discipline: 'pilates', days: [2, 4, 5], time: ['19:00', '20:00'] },
  { instructor: 0, discipline: 'pilates experimental', days: [5], time: ['09:00', '10:00'], window: [-30, 60] },
  { instructor: 0, discipline: 'yoga', days: [2, 4], time: ['07:00', '08:00'] },
  { instructor: 0, discipline: 'yoga experimental', days: [6], time: ['09:00', '10:00'] },
  { instructor: 2, discipline: 'ballet', days: [2, 4], time: ['16:00', '17:00'] },
  { instructor: 2, discipline: 'ballet experimental', days: [6], time: ['10:00', '11:00'] },
  { instructor: 1, discipline: 'jiu-jitsu', days: [1, 3, 5], time: ['17:00', '18:00'] },
  { instructor: 1, discipline: 'jiu-jitsu experimental', days: [6], time: ['11:00', '12:00'], window: [-14, 90] },
  { instructor: 3, discipline: 'acupuntura', days: [2], time: ['14:00', '15:00'] },
  { instructor: 3, discipline: 'auriculoterapia', days: [4], time: ['14:00', '14:50'] },
  { instructor: 3, discipline: 'quiropraxia', days: [5], time: ['15:00', '16:00'] },
  { instructor: 4, discipline: 'massagem', days: [3], time: ['10:00', '11:00'] },
  { instructor: 4, discipline: 'reiki', days: [5], time: ['10:00', '11:00'], window: [-120, -10], active: false },
];

export interface SeededSchedule {
  id: string;
  data: Schedule;
  enrollments: Enrollment[];
}

/** Active students go round-robin into the schedules of their discipline (4x/5x into two). */
export function buildSchedules(
  random: Random,
  today: string,
  now: number,
  instructors: readonly SeededInstructor[],
  students: readonly SeededStudent[],
): SeededSchedule[] {
  const members = scheduleRows.map(() => [] as string[]);
  for (const discipline of new Set(scheduleRows.map((r) => r.discipline))) {
    const slots = scheduleRows.flatMap((r, i) => (r.discipline === discipline ? [i] : []));
    const pool = students.filter((s) => s.data.active && s.data.disciplina === discipline);
    pool.forEach((student, j) => {
      const twice = ['4x', '5x'].includes(student.data.frequencia) && slots.length > 1;
      for (const k of twice ? [j, j + 1] : [j]) members[slots[k % slots.length] ?? 0]?.push(student.id);
    });
  }
  return scheduleRows.map((row, i) => {
    const instructor = instructors[row.instructor];
    const studentIds = members[i] ?? [];
    if (!instructor || studentIds.length === 0) throw new Error(`schedule ${i} has no instructor or students`);
    const createdAt = now - random.int(20, 180) * DAY;
    const data: Schedule = {
      instructorId: instructor.id,
      studentIds,
      discipline: row.discipline,
      days: row.days,
      startTime: row.time[0],
      endTime: row.time[1],
      startDate: row.window ? addDaysIso(today, row.window[0]) : null,
      endDate: row.window ? addDaysIso(today, row.window[1]) : null,
      active: row.active !== false,
      createdAt,
      updatedAt: createdAt,
    };
    const enrollments = studentIds.map((studentId) => ({ studentId, createdAt, active: true, updatedAt: createdAt }));
    return { id: random.id(), data, enrollments };
  });
}
