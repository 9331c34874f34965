// DESIGN.md, "One shape for every document": the rules accept exactly the documents the stored zod
// schemas accept. Valid samples and many mutants of each (each key missing, null, of every other
// type, at and just past its limits, with bad enum values and patterns, plus extra keys) go through
// both; the verdicts must agree. The test predicts nothing itself about shapes: zod decides, the rules
// must say the same. Writes are creates by an active admin, who meets no rule but the shape — except
// where the rules tie a field to who is writing and when (the authorship of authorship.ts: the
// writer's uid and name, the server's time, version 1, createdAt near the server's clock), which
// `Shape.context` states, and where a collection's rules tie a write to others (see `write` below).
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { activeAdminsSchema, MAX_ADMINS } from '../../src/domain/admins';
import { disciplines, frequencias, paymentMethods, paymentStatuses } from '../../src/domain/enums';
import { docIdPattern, notBlankPattern } from '../../src/domain/fields';
import { isPlausibleInstant } from '../../src/domain/authorship';
import { storedClosureSchema } from '../../src/domain/closure';
import { creditIdOf, storedCreditSchema } from '../../src/domain/credit';
import { addDaysIso, isIsoDate, todayIso } from '../../src/domain/dates';
import {
  storedAccessLogSchema,
  storedCareTeamSchema,
  storedHealthRecordSchema,
  storedRecordAlertSchema,
} from '../../src/domain/health-record';
import { storedInstructorSchema } from '../../src/domain/instructor';
import { storedInstructorPrivateSchema } from '../../src/domain/instructor-private';
import { storedInstructorLinkSchema } from '../../src/domain/instructor-link';
import { blankOccurrence, storedOccurrenceSchema } from '../../src/domain/occurrence';
import { storedStudioSettingsSchema } from '../../src/domain/studio-settings';
import { studioInstant } from '../../src/domain/studio-clock';
import { limits } from '../../src/domain/limits';
import { storedPaymentSchema } from '../../src/domain/payment';
import { storedSessionNoteSchema } from '../../src/domain/session-note';
import { paymentSummarySchema, summarize, SUMMARY_SHARDS, SUMMARY_TOTAL_MAX } from '../../src/domain/payment-summary';
import { storedEnrollmentSchema, storedScheduleSchema } from '../../src/domain/schedule';
import { storedStudentSchema } from '../../src/domain/student';
import { isMinor } from '../../src/domain/student-form';
import { storedStudentPrivateSchema } from '../../src/domain/student-private';
import {
  sampleInstructor,
  sampleInstructorPrivate,
  samplePayment,
  sampleSchedule,
  sampleStudent,
  sampleStudentPrivate,
} from '../../src/domain/test-helpers';
import { userSchema } from '../../src/domain/user';
import { userChangeSchema } from '../../src/domain/user-change';
import { adminsChange, userWrite } from './admins-helpers';
import { noteFields, validCareTeam, validRecord } from './records-fixtures';
import {
  ADMINS_PATH,
  NOW,
  PROFILES,
  asStored,
  authorOf,
  emptyInstructorPrivate,
  emptyStudent,
  emptyStudentPrivateDoc,
  fullSchedule,
  long,
  serverTime,
  uidOf,
  useRulesEnv,
  userDoc,
  validEnrollment,
  validInstructor,
  validInstructorPrivate,
  validPayment,
  validSchedule,
  validStudent,
  validStudentPrivate,
  validSummary,
  without,
  type Data,
  type Db,
  type RulesEnv,
} from './env';

type Values = readonly unknown[];

// ---------- Values to try ----------

/** Every key gets these: null and one value of each Firestore type. */
const anyType: Values = ['', 'x', 0, 1.5, true, false, [], ['x'], { a: 1 }, new Date(NOW), null];

/** Text of at most `max` UTF-16 units: at, and one past, the limit — also with an emoji (2 units). */
const text = (max: number): Values => [long(max), long(max + 1), `${long(max - 2)}😀`, `${long(max - 1)}😀`];
const money: Values = [0, -0, 0.01, -0.01, 320.5, 1_000_000, 1_000_000.01, 1_000_001, NaN, Infinity, -Infinity];
const instant: Values = [0, -0, 1, NOW, 1.5, -1, 2 ** 53 - 1, 2 ** 53, 1e300, NaN, `${NOW}`];
const date: Values = [
  '2025-01-01',
  '2025-12-31',
  '0000-01-01',
  '2025-02-30', // the shape is right; the forms check real calendar dates
  '2025-13-01',
  '2025-00-10',
  '2025-01-32',
  '2025-01-00',
  '2025-1-01',
  '25-01-01',
  '2025-01-01T00:00',
  ' 2025-01-01',
  '2025-01-01\n',
  '01/01/2025',
];
const time: Values = ['00:00', '23:59', '09:05', '24:00', '9:00', '10:60', '10h00', '10:00:00', '10:00 '];
const id: Values = [
  'x',
  'A_-9',
  'Xq3v9LmB2pRt7KcW1yZa',
  long(limits.id),
  long(limits.id + 1),
  'a/b',
  'joão',
  'a b',
  '.',
];
const ids = (n: number) => Array.from({ length: n }, (_, i) => `student-${i}`);
const days: Values = [
  [0],
  [6],
  [0, 1, 2, 3, 4, 5, 6],
  [7],
  [-1],
  [1, 1],
  [1.5],
  ['1'],
  [0, 1, 2, 3, 4, 5, 6, 0],
  [null],
];
/** São Paulo's date, as the rules count a minor's age; the same date `n` years before. */
const today = todayIso();
const yearsBefore = (iso: string, n: number): string => `${Number(iso.slice(0, 4)) - n}${iso.slice(4)}`;

// A person's name and the formats the forms' masks write (fields.ts): valid ones, near misses, blanks.
const nameValues: Values = [...text(limits.nome), ' ', '   ', '\t\n', ' Ana ', 'Ana'];
const emailValues: Values = [
  'ana@salus.test',
  'a@b.c',
  `${long(limits.email - 11)}@salus.test`,
  `${long(limits.email - 10)}@salus.test`,
  'ana@salus',
  'ana @salus.test',
  '@salus.test',
  'ana@',
  'ana@@salus.test',
  ' ana@salus.test',
  ...text(limits.email),
];
const phoneValues: Values = [
  '(48) 3222-1111',
  '(48) 99812-3456',
  '48 99812-3456',
  '(48) 998123456',
  '(48) 99812-345',
  '(48) 999812-3456',
  '(48)99812-3456',
  ...text(limits.phone),
];
const cpfValues: Values = ['529.982.247-25', '52998224725', '529.982.247-2', '529-982-247.25', ...text(limits.cpf)];
const disciplineValues: Values = [...disciplines, 'Pilates', ' pilates', 'crossfit', 'Ballet Infantil'];
const or = (...values: Values): Values => values;
/**
 * Characters JavaScript's trim() takes for blanks and the rules' (Java's) does not, or the other way
 * round: a reason of only these must get one verdict from both.
 */
const oddBlanks: Values = ['\u00a0', '\u3000', '\ufeff', '\u0001', ' \u00a0 '];

// ---------- Authorship (src/domain/authorship.ts) ----------

/** Every case is written by the admin: the uid and profile name the rules expect. */
const WRITER = { updatedBy: uidOf('admin'), updatedByName: PROFILES.admin.nome };
/** writtenAt as zod reads it (epoch ms); the write sends the server's timestamp in its place. */
const SERVER_TIME = NOW;
const authored = (doc: Data): Data => ({ ...doc, ...WRITER, writtenAt: SERVER_TIME, version: 1 });
const enrolledBy = (doc: Data): Data => ({ ...doc, ...WRITER, writtenAt: SERVER_TIME });
const authorNowDoc = enrolledBy;
/** What a case sends: the server's timestamp where it holds SERVER_TIME. */
const sent = (doc: Data): Data => (doc.writtenAt === SERVER_TIME ? { ...doc, writtenAt: serverTime() } : doc);
const authorshipValues: Record<string, Values> = {
  updatedBy: or(...id, uidOf('instrutor')),
  updatedByName: or(...nameValues, 'Ivo Instrutor'),
  version: or(1, 2, 0, -1, 1.5, 2 ** 53),
};
/**
 * What the rules require beyond the shape of a new document: written by the admin now — its author
 * and server time, version 1 (when it has versions), createdAt within the clock window and updatedAt
 * equal to it.
 */
const writtenNow = (doc: Data): boolean =>
  doc.updatedBy === WRITER.updatedBy &&
  doc.updatedByName === WRITER.updatedByName &&
  doc.writtenAt === SERVER_TIME &&
  (!('version' in doc) || doc.version === 1) &&
  typeof doc.createdAt === 'number' &&
  isPlausibleInstant(doc.createdAt, Date.now()) &&
  doc.updatedAt === doc.createdAt;

/** deletedAt (Inativar) is a client instant too, bounded by the server's clock when created with one. */
const deletedNow = (doc: Data): boolean =>
  doc.deletedAt === null || (typeof doc.deletedAt === 'number' && isPlausibleInstant(doc.deletedAt, Date.now()));

// ---------- Mutants ----------

interface Case {
  label: string;
  doc: Data;
}

const show = (v: unknown): string => {
  if (v instanceof Date) return 'a timestamp';
  if (typeof v === 'number' && !Number.isFinite(v)) return String(v);
  if (Object.is(v, -0)) return '-0';
  const json = JSON.stringify(v);
  return json.length > 40 ? `${json.slice(0, 20)}…(${json.length} chars)` : json;
};

/** The samples, then each key of `base` missing and set to every value of anyType and `extra[key]`. */
function casesOf(samples: Data[], base: Data, extra: Record<string, Values>): Case[] {
  const cases: Case[] = samples.map((doc, i) => ({ label: `sample ${i + 1}`, doc }));
  for (const key of Object.keys(base)) {
    cases.push({ label: `${key} missing`, doc: without(base, key) });
    // Each value once ('x' is both any type's and an id's): a case may write documents of its own.
    const labels = new Set<string>();
    for (const value of [...anyType, ...(extra[key] ?? [])]) {
      const label = `${key} = ${show(value)}`;
      if (!labels.has(label)) cases.push({ label, doc: { ...base, [key]: value } });
      labels.add(label);
    }
  }
  for (const key of ['extra', 'id', 'NOME']) {
    cases.push({ label: `extra key ${key}`, doc: { ...base, [key]: 'x' } });
  }
  return cases;
}

// ---------- The collections ----------

const address = {
  cep: or('88010-000', '88010000', '8801-0000', '88010-0000', ...text(limits.cep)),
  logradouro: text(limits.shortText),
  numero: text(limits.shortText),
  complemento: text(limits.shortText),
  bairro: text(limits.shortText),
  cidade: text(limits.shortText),
  estado: or('SC', 'sc', 'S', 'SCC', 'S1', 'ÇA', ...text(limits.estado)),
};

/** Rules off, for arranging what one case needs. */
type Owner = (action: (db: Db) => Promise<unknown>) => Promise<void>;

interface Shape {
  schema: ZodType;
  cases: Case[];
  /** Writes `doc` as the i-th case (fresh paths), after `seed` ran with the rules off. */
  write: (
    env: RulesEnv,
    i: number,
    doc: Data,
    asSignup: (uid: string, email: string, emailVerified?: boolean) => Db,
    owner: Owner,
  ) => Promise<unknown>;
  seed?: (cases: Case[]) => Record<string, Data>;
  /** What the rules require beyond zod's shape (authorship, clock); the expected verdict is both. */
  context?: (doc: Data) => boolean;
  /** Cases written at once (1 for a collection of one document). */
  width?: number;
  /** Valid mutants expected at least (a document of few fields has few). */
  minValid?: number;
}

const createAt =
  (collection: string) =>
  (env: RulesEnv, i: number, doc: Data): Promise<unknown> =>
    env.batch('admin').raw(`${collection}/p-${i}`, sent(doc)).commit();

/** Records of these ids exist, so references to them hold (payments → students, schedules → instructors). */
const onRecord = (collection: string, data: Data) => (): Record<string, Data> =>
  Object.fromEntries(
    [...id, 'student-1', 'instructor-1', 'stu1', 'ins1']
      .filter((v): v is string => docIdPattern.test(String(v)))
      .map((v) => [`${collection}/${v}`, asStored(`${collection}/${v}`, data)]),
  );

/** The record each case's private part is written beside (`<collection>/p-<i>`, as createAt names it). */
const besideEach =
  (collection: string, data: Data) =>
  (cases: Case[]): Record<string, Data> =>
    Object.fromEntries(cases.map((_, i) => [`${collection}/p-${i}`, data]));

// An enrollment lives under its own schedule, at the id of its studentId, and its schedule lists
// every id the schema takes: only the shape can then decide. Anything that cannot be a document
// id (an empty string, '/', not a string) goes to 'student-1' instead — refused either way.
/** `data` without its undefined values (a missing key of a mutant). */
const defined = (data: Data): Data => Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined));
const usableAsId = (v: unknown): v is string =>
  typeof v === 'string' && v !== '' && !v.includes('/') && v !== '.' && v.length <= 1500;
const enrollmentPath = (i: number, doc: Data) =>
  `schedules/p-${i}/enrollments/${usableAsId(doc.studentId) ? doc.studentId : 'student-1'}`;

const summaryCases: Case[] = casesOf(
  [validSummary, summarize([{ ...samplePayment, id: 'p1' }]) as Data],
  validSummary,
  {
    count: or(1, 2, 0, -1, 1.5, 2 ** 53, -0),
    paidTotal: or(...money, SUMMARY_TOTAL_MAX, SUMMARY_TOTAL_MAX + 1),
    pendingTotal: money,
    overdueTotal: money,
    firstPendingDue: date,
    firstOverdueDue: date,
    lastPaymentId: id,
    lastPaymentDate: date,
    lastDueDate: date,
    lastAmount: money,
    lastStatus: or(...paymentStatuses, 'Pago', 'cancelled'),
    lastCreatedAt: instant,
  },
).map(({ label, doc }, i) =>
  // One stored payment per case: those that keep the sample's lastPaymentId get their own.
  doc.lastPaymentId === validSummary.lastPaymentId
    ? { label, doc: { ...doc, lastPaymentId: `pay${i}` } }
    : { label, doc },
);
// Cases that name the same last payment (a value listed twice) share its student.
const firstCaseOf = new Map<unknown, number>();
summaryCases.forEach(({ doc }, i) => {
  if (!firstCaseOf.has(doc.lastPaymentId)) firstCaseOf.set(doc.lastPaymentId, i);
});
const summaryStudent = (i: number, doc: Data) => `s${firstCaseOf.get(doc.lastPaymentId) ?? i}`;

// The week's documents (issue 15).
const PAST = '2025-06-10';
const LINKED = 'instructor-of-the-case';
const CANCELLED = 'class-of-the-case';
const usableIds = [...new Set(['student-1', ...id.filter((v): v is string => docIdPattern.test(String(v)))])];
const closure: Data = {
  kind: 'feriado',
  reason: 'Natal',
  startDate: '2026-12-25',
  endDate: '2026-12-25',
  active: true,
  createdAt: NOW,
  updatedAt: NOW,
};
const settings: Data = { creditDays: 30, createdAt: NOW, updatedAt: NOW };
/** Who teaches the classes the occurrences and credits below are written in (validSchedule's). */
const teacher = String(validSchedule.instructorId);
const link = (instructorId: string): Data => ({ instructorId, createdAt: NOW, updatedAt: NOW });
const rollCall: Data = {
  ...blankOccurrence(PAST, NOW, teacher),
  studentId: 'student-1',
  attendance: { 'student-1': 'presente' },
};
const cancelCredit: Data = {
  studentId: 'student-1',
  reason: 'cancelamento',
  scheduleId: CANCELLED,
  date: PAST,
  expiresOn: addDaysIso(PAST, 30),
  bookedScheduleId: '',
  bookedDate: '',
  bookedAt: '',
  bookedStart: '',
  withdrawn: false,
  createdAt: NOW,
  updatedAt: NOW,
};

// ---------- The prontuário (issue 16) ----------

const pain: Values = [0, 10, 11, -1, -0, 2.5, '5'];
/** Written by the admin now, for documents without createdAt (the alert, the access log). */
const authorNow = (doc: Data): boolean =>
  doc.updatedBy === WRITER.updatedBy && doc.updatedByName === WRITER.updatedByName && doc.writtenAt === SERVER_TIME;
/** What a note sends: the server's timestamp for its registradoEm too, where it holds SERVER_TIME. */
const sentNote = (doc: Data): Data =>
  sent(doc.registradoEm === SERVER_TIME ? { ...doc, registradoEm: serverTime() } : doc);
/** The alert a batch writes beside a record or team, derived as the rules require. */
const alertOf = (restricoes: unknown, equipe: unknown): Data => ({
  equipe: Array.isArray(equipe) ? equipe : [],
  restricoes: typeof restricoes === 'string' ? restricoes : '',
  updatedBy: WRITER.updatedBy,
  updatedByName: WRITER.updatedByName,
  writtenAt: serverTime(),
});
const teamValues: Values = or(
  [],
  ids(20),
  ids(21),
  ['student-1', 'student-1'],
  ...id.map((v) => ['student-1', v]),
  ['student-1', 7],
  [null],
);

const shapes: Record<string, Shape> = {
  students: {
    schema: storedStudentSchema,
    // A minor names a guardian and their phone, by the server's date (firestore.rules).
    context: (doc) =>
      writtenNow(doc) &&
      deletedNow(doc) &&
      (!isMinor(doc.dataNascimento, today) ||
        (typeof doc.responsavel === 'string' &&
          notBlankPattern.test(doc.responsavel) &&
          doc.telefoneResponsavel !== '')),
    cases: casesOf(
      [validStudent, { ...sampleStudent, createdAt: NOW, updatedAt: NOW }, emptyStudent].map(authored),
      authored(validStudent),
      {
        ...authorshipValues,
        nome: nameValues,
        email: emailValues,
        telefone: phoneValues,
        dataNascimento: or(...date, today, yearsBefore(today, 18), addDaysIso(yearsBefore(today, 18), 1)),
        disciplina: disciplineValues,
        responsavel: or(...text(limits.shortText), ' ', 'Carla'),
        telefoneResponsavel: phoneValues,
        createdAt: instant,
        updatedAt: instant,
        deletedAt: instant,
      },
    ),
    write: createAt('students'),
  },
  // The private part of a student: written beside a student on record (one per case).
  studentPrivate: {
    schema: storedStudentPrivateSchema,
    context: writtenNow,
    seed: besideEach('students', validStudent),
    cases: casesOf(
      [validStudentPrivate, { ...sampleStudentPrivate, createdAt: NOW, updatedAt: NOW }, emptyStudentPrivateDoc].map(
        authored,
      ),
      authored(validStudentPrivate),
      {
        ...authorshipValues,
        documento: text(limits.documento),
        ...address,
        frequencia: or(...frequencias, '6x', 'Avulsa'),
        valorMensalidade: money,
        valorAulaAvulsa: money,
        formaPagamento: or(...paymentMethods, 'boleto', 'PIX'),
        dataVencimento: or('1', '9', '10', '29', '31', '0', '32', '05', '1.5', ' 1', '10 '),
        createdAt: instant,
        updatedAt: instant,
      },
    ),
    write: createAt('studentPrivate'),
  },
  instructors: {
    schema: storedInstructorSchema,
    // A login is linked only with its instructorLinks document in the same batch (the links below).
    context: (doc) => writtenNow(doc) && deletedNow(doc) && doc.userId === '',
    cases: casesOf(
      [
        validInstructor,
        { ...sampleInstructor, createdAt: NOW, updatedAt: NOW },
        { ...validInstructor, disciplinas: [] },
      ].map(authored),
      authored(validInstructor),
      {
        ...authorshipValues,
        nome: nameValues,
        email: emailValues,
        telefone: phoneValues,
        disciplinas: or(
          [...disciplines],
          [...disciplines, 'yoga'],
          ['yoga', 'yoga'],
          ['crossfit'],
          ['Yoga'],
          [1],
          [null],
        ),
        userId: or('', ...id, uidOf('admin')),
        createdAt: instant,
        updatedAt: instant,
        deletedAt: instant,
      },
    ),
    write: createAt('instructors'),
  },
  instructorPrivate: {
    schema: storedInstructorPrivateSchema,
    context: writtenNow,
    seed: besideEach('instructors', validInstructor),
    cases: casesOf(
      [
        validInstructorPrivate,
        { ...sampleInstructorPrivate, createdAt: NOW, updatedAt: NOW },
        emptyInstructorPrivate,
      ].map(authored),
      authored(validInstructorPrivate),
      { ...authorshipValues, ...address, createdAt: instant, updatedAt: instant },
    ),
    write: createAt('instructorPrivate'),
  },
  payments: {
    schema: storedPaymentSchema,
    context: writtenNow,
    // Payments name a student on record: every id the schema takes has one.
    seed: onRecord('students', validStudent),
    cases: casesOf(
      [validPayment, { ...samplePayment, createdAt: NOW, updatedAt: NOW }].map(authored),
      authored(validPayment),
      {
        ...authorshipValues,
        studentId: id,
        amount: money,
        paymentDate: date,
        dueDate: date,
        status: or(...paymentStatuses, 'Pago', 'cancelled'),
        paymentMethod: or(...paymentMethods, 'boleto', 'Pix'),
        notes: text(limits.notes),
        discipline: disciplineValues,
        plan: or(...frequencias, '6x', 'Avulsa'),
        createdAt: instant,
        updatedAt: instant,
      },
    ),
    write: createAt('payments'),
  },
  // A summary entry travels inside its shard document, keyed by its student (one per case), and
  // names its last payment, stored (rules off) as the entry says: only the shape can then decide.
  paymentSummaries: {
    schema: paymentSummarySchema,
    cases: summaryCases,
    seed: (cases) =>
      Object.fromEntries(
        cases.flatMap(({ doc }, i) =>
          usableAsId(doc.lastPaymentId)
            ? [
                [
                  `payments/${doc.lastPaymentId}`,
                  {
                    ...validPayment,
                    ...defined({
                      studentId: summaryStudent(i, doc),
                      amount: doc.lastAmount,
                      paymentDate: doc.lastPaymentDate,
                      dueDate: doc.lastDueDate,
                      status: doc.lastStatus,
                      createdAt: doc.lastCreatedAt,
                    }),
                  },
                ],
              ]
            : [],
        ),
      ),
    write: (env, i, doc) =>
      env
        .batch('admin')
        .raw(
          `paymentSummaries/shard-${i % SUMMARY_SHARDS}`,
          {
            students: { [summaryStudent(i, doc)]: doc },
            studentId: summaryStudent(i, doc),
            updatedAt: NOW,
            ...authorOf('admin'),
          },
          true,
        )
        .commit(),
  },
  schedules: {
    schema: storedScheduleSchema,
    context: writtenNow,
    // Classes are taught by instructors on record: every id the schema takes has one.
    seed: onRecord('instructors', validInstructor),
    cases: [
      ...casesOf(
        [validSchedule, fullSchedule, { ...sampleSchedule, createdAt: NOW, updatedAt: NOW }].map(authored),
        authored(fullSchedule),
        {
          ...authorshipValues,
          instructorId: id,
          studentIds: or(
            ids(1),
            ids(50),
            ids(51),
            ids(50).map((s) => s.padEnd(limits.id, 'x')),
            [...ids(49), long(limits.id + 1)],
            ['student-1', 'student-1'],
            ['student-1', 'Student-1'],
            ...id.map((v) => ['student-1', v]),
            ['student-1', 7],
            ['student-1', null],
            [true],
            [{ id: 'student-1' }],
          ),
          discipline: disciplineValues,
          days,
          startTime: or(...time, '10:59', '11:00', '11:01'),
          endTime: or(...time, '09:59', '10:00', '10:01'),
          startDate: or(...date, '2025-12-19', '2025-12-20'),
          endDate: or(...date, '2025-06-01', '2025-05-31'),
          createdAt: instant,
          updatedAt: instant,
        },
      ),
    ],
    // A new class comes with the enrollments of its students, as the app writes it.
    write: (env, i, doc) => {
      const batch = env.batch('admin').raw(`schedules/p-${i}`, sent(doc));
      const ids = Array.isArray(doc.studentIds) ? doc.studentIds : [];
      for (const studentId of ids.filter(usableAsId)) {
        const enrollment = { studentId, createdAt: NOW, active: true, updatedAt: NOW };
        batch.enroll(`schedules/p-${i}/enrollments/${studentId}`, enrollment);
      }
      return batch.commit();
    },
  },
  enrollments: {
    schema: storedEnrollmentSchema,
    context: writtenNow,
    cases: casesOf(
      [validEnrollment, { ...validEnrollment, active: false }].map(enrolledBy),
      enrolledBy(validEnrollment),
      {
        updatedBy: authorshipValues.updatedBy ?? [],
        updatedByName: authorshipValues.updatedByName ?? [],
        studentId: id,
        createdAt: instant,
        updatedAt: instant,
      },
    ),
    seed: (cases) => {
      const listed = [...new Set(['student-1', ...id.filter((v): v is string => docIdPattern.test(String(v)))])];
      return Object.fromEntries(cases.map((_, i) => [`schedules/p-${i}`, { ...validSchedule, studentIds: listed }]));
    },
    // An enrollment is written in the batch that writes its schedule (authorship.ts).
    write: (env, i, doc) =>
      env
        .batch('admin')
        .update(`schedules/p-${i}`, { updatedAt: NOW + 1 })
        .raw(enrollmentPath(i, doc), sent(doc))
        .commit(),
  },
  // ---------- The studio's real week (issue 15) ----------
  closures: {
    schema: storedClosureSchema,
    context: writtenNow,
    cases: casesOf(
      [closure, { ...closure, kind: 'recesso', reason: 'Recesso', endDate: '2027-01-03' }].map(authored),
      authored(closure),
      {
        ...authorshipValues,
        kind: or('feriado', 'recesso', 'Feriado', 'greve'),
        reason: or(...text(limits.shortText), ' ', '  x  ', ...oddBlanks),
        startDate: or(...date, '2026-12-26'),
        endDate: or(...date, '2026-12-24'),
        createdAt: instant,
        updatedAt: instant,
      },
    ),
    write: createAt('closures'),
  },
  settings: {
    schema: storedStudioSettingsSchema,
    context: writtenNow,
    cases: casesOf([settings, { ...settings, creditDays: 365 }].map(authored), authored(settings), {
      ...authorshipValues,
      creditDays: or(1, 30, 365, 0, 366, -1, 1.5, '30'),
      createdAt: instant,
      updatedAt: instant,
    }),
    write: createAt('settings'),
  },
  // A link is written with the instructor that claims it (per case, li-<i>, unless the case names
  // another instructor on record) and names a login that exists (users/<uid>, seeded).
  instructorLinks: {
    schema: storedInstructorLinkSchema,
    context: (doc) => writtenNow(doc) && doc.instructorId !== '',
    seed: (cases) => ({
      ...onRecord('instructors', validInstructor)(),
      ...Object.fromEntries(cases.map((_, i) => [`instructors/li-${i}`, validInstructor])),
      ...Object.fromEntries(cases.map((_, i) => [`users/lu-${i}`, userDoc()])),
    }),
    cases: casesOf([link(LINKED)].map(authored), authored(link(LINKED)), {
      ...authorshipValues,
      instructorId: or('', ...id),
      createdAt: instant,
      updatedAt: instant,
    }),
    write: (env, i, doc) => {
      const instructorId = doc.instructorId === LINKED ? `li-${i}` : doc.instructorId;
      const batch = env.batch('admin');
      if (usableAsId(instructorId))
        batch.update(`instructors/${instructorId}`, { userId: `lu-${i}`, updatedAt: NOW + 1 });
      return batch
        .raw(`instructorLinks/lu-${i}`, sent('instructorId' in doc ? { ...doc, instructorId } : doc))
        .commit();
    },
  },
  // Written as an admin's roll call (or, with studentId '', a cancellation or a move) of a class
  // of its own (os-<i>, every day at 00:00, so every date listed has started), which lists every
  // student id the schema takes. The rules also require that a write touches only its student's
  // entries, and that a student's write is a roll call (no notice or booking of a class that started).
  occurrences: {
    schema: storedOccurrenceSchema,
    context: (doc) => {
      if (!writtenNow(doc) || typeof doc.date !== 'string' || !isIsoDate(doc.date) || doc.date < '1900') return false;
      // Taught by the schedule's instructor (a first write has no other to keep).
      if (doc.instructorId !== teacher) return false;
      const maps = [doc.attendance, doc.notices, doc.guests] as Record<string, unknown>[];
      const keys = maps.flatMap((m) => (m && typeof m === 'object' ? Object.keys(m) : []));
      if (doc.studentId === '')
        return (
          keys.length === 0 &&
          doc.changed === true &&
          !(doc.cancelled === true && doc.movedDate !== '') &&
          // 'Remarcar' only to a place still ahead.
          !(doc.movedDate !== '' && !isAhead(doc.movedDate, doc.movedStart))
        );
      // A student's write on a class that started is a roll call: one mark, the class as planned.
      return (
        keys.every((k) => k === doc.studentId) &&
        Object.keys(doc.attendance as object).length === 1 &&
        Object.keys(doc.notices as object).length === 0 &&
        Object.keys(doc.guests as object).length === 0 &&
        doc.reason === '' &&
        doc.movedDate === '' &&
        doc.changed === false
      );
    },
    seed: (cases) =>
      Object.fromEntries(
        cases.map((_, i) => [
          `schedules/os-${i}`,
          {
            ...validSchedule,
            studentIds: usableIds,
            days: [0, 1, 2, 3, 4, 5, 6],
            startTime: '00:00',
            endTime: '00:50',
          },
        ]),
      ),
    cases: [
      ...casesOf(
        [
          rollCall,
          { ...blankOccurrence(PAST, NOW, teacher), cancelled: true, reason: 'Chuva forte', changed: true },
          // Cancelled with a reason only JavaScript or only the rules' trim() would take for blank.
          ...oddBlanks.map((reason) => ({
            ...blankOccurrence(PAST, NOW, teacher),
            cancelled: true,
            reason,
            changed: true,
          })),
          {
            ...blankOccurrence(PAST, NOW, teacher),
            movedDate: addDaysIso(todayIso(), 7),
            movedStart: '09:00',
            movedEnd: '10:00',
            changed: true,
          },
        ].map(authored),
        authored(rollCall),
        {
          ...authorshipValues,
          date: or(...date, PAST),
          studentId: or('', ...id),
          instructorId: or('', teacher, ...id),
          attendance: or(
            {},
            { 'student-1': 'falta' },
            { 'student-1': 'justificada' },
            { 'student-1': 'Presente' },
            { 'student-1': 1 },
            { 'student-1': 'presente', x: 'falta' },
            { 'a/b': 'presente' },
          ),
          notices: or({}, { 'student-1': NOW }, { 'student-1': 'x' }, { 'a/b': NOW }),
          guests: or({}, { 'student-1': 'c1' }, { 'student-1': 'a/b' }, { 'student-1': 7 }),
          cancelled: or(true, false),
          reason: or(...text(limits.shortText), ' ', ...oddBlanks),
          movedDate: or('', ...date),
          movedStart: or('', ...time),
          movedEnd: or('', ...time),
          changed: or(true, false),
          createdAt: instant,
          updatedAt: instant,
        },
      ),
    ],
    write: (env, i, doc) => {
      const dateId = usableAsId(doc.date) ? doc.date : PAST;
      return env.batch('admin').raw(`schedules/os-${i}/occurrences/${dateId}`, sent(doc)).commit();
    },
  },
  // Written as the studio's cancellation of the class it is for (cs-<i>, unless the case names
  // another class on record), in the same batch; so it is a 'cancelamento' credit, open, of the id
  // the rules derive, valid the default 30 days.
  credits: {
    schema: storedCreditSchema,
    context: (doc) =>
      writtenNow(doc) &&
      doc.reason === 'cancelamento' &&
      doc.bookedDate === '' &&
      doc.withdrawn === false &&
      typeof doc.date === 'string' &&
      isIsoDate(doc.date) &&
      doc.expiresOn === addDaysIso(doc.date, 30) &&
      `${String(doc.scheduleId)}_${doc.date}_${String(doc.studentId)}`.length <= limits.id,
    seed: (cases) => {
      const schedule = {
        ...validSchedule,
        studentIds: usableIds,
        days: [0, 1, 2, 3, 4, 5, 6],
        startTime: '00:00',
        endTime: '00:50',
      };
      return {
        ...Object.fromEntries(cases.map((_, i) => [`schedules/cs-${i}`, schedule])),
        ...Object.fromEntries(usableIds.map((v) => [`schedules/${v}`, schedule])),
      };
    },
    cases: casesOf([cancelCredit].map(authored), authored(cancelCredit), {
      ...authorshipValues,
      studentId: id,
      reason: or('aviso', 'cancelamento', 'Aviso'),
      scheduleId: id,
      date: or(...date, PAST),
      expiresOn: or(...date, addDaysIso(PAST, 30), addDaysIso(PAST, 29)),
      bookedScheduleId: or('', ...id),
      bookedDate: or('', ...date),
      bookedAt: or('', ...date),
      bookedStart: or('', ...time),
      withdrawn: or(true, false),
      createdAt: instant,
      updatedAt: instant,
    }),
    write: (env, i, doc) => {
      const scheduleId = doc.scheduleId === CANCELLED ? `cs-${i}` : doc.scheduleId;
      const batch = env.batch('admin');
      const date = doc.date;
      if (usableAsId(scheduleId) && typeof date === 'string' && isIsoDate(date) && date >= '1900') {
        batch.create(`schedules/${scheduleId}/occurrences/${date}`, {
          ...blankOccurrence(date, NOW, teacher),
          cancelled: true,
          reason: 'Instrutora doente',
          changed: true,
        });
      }
      const creditId = usableAsId(doc.studentId)
        ? creditIdOf(String(scheduleId), String(date), doc.studentId)
        : `bad-${i}`;
      return batch
        .raw(
          `credits/${usableAsId(creditId) && creditId.length <= 1500 ? creditId : `bad-${i}`}`,
          sent('scheduleId' in doc ? { ...doc, scheduleId } : doc),
        )
        .commit();
    },
  },
  // The anamnese: beside a student on record, with its alert in the same batch.
  records: {
    schema: storedHealthRecordSchema,
    context: writtenNow,
    seed: besideEach('students', validStudent),
    cases: casesOf(
      [validRecord, { ...validRecord, condicoes: {}, restricoes: '' }].map(authored),
      authored(validRecord),
      {
        ...authorshipValues,
        queixaPrincipal: text(limits.recordText),
        condicoes: or(
          { hipertensao: long(limits.conditionNote) },
          { hipertensao: long(limits.conditionNote + 1) },
          { epilepsia: `${long(limits.conditionNote - 1)}😀` },
          { gripe: '' },
          { diabetes: true },
          { diabetes: null },
          { diabetes: { marcada: true, nota: '' } },
        ),
        restricoes: text(limits.recordText),
        dor: pain,
        data: date,
        consentimento: date,
        createdAt: instant,
        updatedAt: instant,
      },
    ),
    write: (env, i, doc) =>
      env
        .batch('admin')
        .raw(`records/p-${i}`, sent(doc))
        .raw(`recordAlerts/p-${i}`, alertOf(doc.restricoes, []))
        .commit(),
  },
  // The care team: beside a student on record, with its alert in the same batch.
  careTeams: {
    schema: storedCareTeamSchema,
    context: writtenNow,
    seed: besideEach('students', validStudent),
    cases: casesOf([validCareTeam, { ...validCareTeam, uids: [] }].map(authored), authored(validCareTeam), {
      ...authorshipValues,
      uids: teamValues,
      createdAt: instant,
      updatedAt: instant,
    }),
    write: (env, i, doc) =>
      env.batch('admin').raw(`careTeams/p-${i}`, sent(doc)).raw(`recordAlerts/p-${i}`, alertOf('', doc.uids)).commit(),
  },
  // An alert written with a new care team of its equipe (when that is a list), beside a record whose
  // restricoes are the alert's (stored with the rules off): only the shape can then decide.
  recordAlerts: {
    schema: storedRecordAlertSchema,
    context: authorNow,
    seed: (cases) =>
      Object.fromEntries(
        cases.flatMap(({ doc }, i): [string, Data][] => [
          [`students/p-${i}`, validStudent],
          [`records/p-${i}`, { ...validRecord, ...defined({ restricoes: doc.restricoes }) }],
        ]),
      ),
    cases: casesOf(
      [
        { equipe: [uidOf('instrutor')], restricoes: 'Evitar flexão' },
        { equipe: [], restricoes: '' },
      ].map(authorNowDoc),
      authorNowDoc({ equipe: [uidOf('instrutor')], restricoes: 'Evitar flexão' }),
      {
        updatedBy: authorshipValues.updatedBy ?? [],
        updatedByName: authorshipValues.updatedByName ?? [],
        equipe: teamValues,
        restricoes: text(limits.recordText),
      },
    ),
    write: (env, i, doc) =>
      env
        .batch('admin')
        .raw(`careTeams/p-${i}`, {
          ...validCareTeam,
          uids: Array.isArray(doc.equipe) ? doc.equipe : [],
          ...WRITER,
          writtenAt: serverTime(),
          version: 1,
        })
        .raw(`recordAlerts/p-${i}`, sent(doc))
        .commit(),
  },
  // A session note of a record on file.
  notes: {
    schema: storedSessionNoteSchema,
    context: (doc) => writtenNow(doc) && doc.registradoEm === SERVER_TIME,
    // The record on file, and the notes a case corrects.
    seed: (cases) =>
      Object.fromEntries(
        cases.flatMap(({ doc }, i): [string, Data][] => [
          [`records/p-${i}`, validRecord],
          ...(usableAsId(doc.corrige) ? [[`records/p-${i}/notes/${doc.corrige}`, noteFields] as [string, Data]] : []),
        ]),
      ),
    cases: casesOf(
      [noteFields, { ...noteFields, resposta: '', dor: 0 }].map((n) => authored({ ...n, registradoEm: SERVER_TIME })),
      authored({ ...noteFields, registradoEm: SERVER_TIME }),
      {
        ...authorshipValues,
        data: date,
        conduta: or(...text(limits.recordText), 'x'),
        resposta: text(limits.recordText),
        dor: pain,
        corrige: or('a/b', 'joão', long(limits.id + 1)),
        registradoEm: or(SERVER_TIME, NOW - 1),
        createdAt: instant,
        updatedAt: instant,
      },
    ),
    write: (env, i, doc) => env.batch('admin').raw(`records/p-${i}/notes/new`, sentNote(doc)).commit(),
  },
  accessLog: {
    schema: storedAccessLogSchema,
    context: authorNow,
    cases: casesOf([{ acao: 'abriu' }, { acao: 'imprimiu' }].map(authorNowDoc), authorNowDoc({ acao: 'abriu' }), {
      updatedBy: authorshipValues.updatedBy ?? [],
      updatedByName: authorshipValues.updatedByName ?? [],
      acao: or('abriu', 'imprimiu', 'Abriu', 'apagou'),
    }),
    minValid: 2,
    write: (env, i, doc) => env.batch('admin').raw(`records/r/accessLog/p-${i}`, sent(doc)).commit(),
  },
  // One document: each case is written alone, after the list and profiles it needs are arranged —
  // an added uid's profile is an active admin; otherwise `changed` is being removed (its profile no
  // admin) by an admin the list keeps. The rules' other checks then have only the shape to judge.
  activeAdmins: {
    schema: activeAdminsSchema,
    width: 1,
    cases: casesOf(
      [
        { uids: ['ana-uid'], changed: 'ana-uid' },
        { uids: ['ana-uid', 'olga-uid'], changed: 'olga-uid' },
        { uids: ['ana-uid'], changed: 'olga-uid' },
      ],
      { uids: ['ana-uid', 'olga-uid'], changed: 'olga-uid' },
      {
        uids: or(
          ids(MAX_ADMINS),
          ids(MAX_ADMINS + 1),
          ['ana-uid', 'ana-uid'],
          ['ana-uid', 'olga-uid', 'olga-uid'],
          ...id.map((v) => ['ana-uid', 'olga-uid', v]),
          ['ana-uid', 7],
          [null],
        ),
        changed: id,
      },
    ),
    write: async (_env, _i, doc, asUser, owner) => {
      const uids = Array.isArray(doc.uids) ? doc.uids.filter(usableAsId) : [];
      const changed = usableAsId(doc.changed) ? doc.changed : 'changed-uid';
      const adding = uids.includes(changed);
      const before = adding ? uids.filter((uid) => uid !== changed) : [...uids, changed];
      const caller = (!adding && uids.find((uid) => uid !== changed)) || 'caller-uid';
      await owner(async (db) => {
        const batch = db.batch();
        batch.set(db.doc(`users/${changed}`), userDoc({ role: adding ? 'admin' : 'instrutor' }));
        batch.set(db.doc(`users/${caller}`), userDoc({ role: 'admin' }));
        if (before.length > 0) batch.set(db.doc(ADMINS_PATH), { uids: before, changed: before[0] });
        else batch.delete(db.doc(ADMINS_PATH));
        await batch.commit();
      });
      return asUser(caller, 'caller@salus.test').doc(ADMINS_PATH).set(doc);
    },
  },
  users: {
    schema: userSchema,
    cases: casesOf(
      [
        userDoc(),
        userDoc({ role: 'admin' }),
        userDoc({ active: false }),
        userDoc({ active: 'pending' }),
        userDoc({ cpf: '', telefone: '', email: '' }),
        userDoc({ emailVerified: true }),
      ],
      userDoc({ emailVerified: false }),
      {
        nome: nameValues,
        cpf: cpfValues,
        telefone: phoneValues,
        email: emailValues,
        role: or('admin', 'instrutor', 'Admin', 'gerente'),
        active: or('pending', 'true', 'Pendente', 1, 0),
        createdAt: instant,
        emailVerified: or('true', 1),
      },
    ),
    // Each status has its own way in, and only that one: an admin creates profiles active at once;
    // 'pending' comes from self-signup (the account's own e-mail); false from an admin's Revogar,
    // an update of an active profile that changes nothing else; emailVerified true from the
    // person's own session, whose token says the e-mail is verified, on a profile without it.
    seed: (cases) =>
      Object.fromEntries(
        cases.flatMap(({ doc }, i): [string, Data][] => {
          if (doc.emailVerified === true) return [[`users/p-${i}`, { ...doc, emailVerified: false }]];
          return doc.active === false ? [[`users/p-${i}`, { ...doc, active: true }]] : [];
        }),
      ),
    write: (env, i, doc, asSignup) => {
      if (doc.emailVerified === true) {
        const email = typeof doc.email === 'string' ? doc.email : 'maria@salus.test';
        return asSignup(`p-${i}`, email, true).doc(`users/p-${i}`).set(doc);
      }
      if (doc.active === 'pending') {
        const email = typeof doc.email === 'string' ? doc.email : 'maria@salus.test';
        return asSignup(`p-${i}`, email).doc(`users/p-${i}`).set(doc);
      }
      // An admin's write, with its entry in users/{uid}/changes; an active admin is listed in
      // access/admins in the same batch, as the app does.
      if (doc.role === 'admin' && doc.active === true)
        return adminsChange(env.as('admin'), `p-${i}`, 'add', { set: doc });
      return userWrite(env.as('admin'), `p-${i}`, { set: doc });
    },
  },
  // The entry an admin's write on a profile names (users/{uid}/changes): each case is written beside a
  // contact fix of a profile of its own that already has the entry's role and status (when valid), so
  // the profile's own checks pass and the entry's shape is what is judged.
  userChanges: {
    schema: userChangeSchema,
    context: authorNow,
    seed: (cases) =>
      Object.fromEntries(
        cases.map(({ doc }, i) => [
          `users/uc-${i}`,
          userDoc({
            role: doc.role === 'admin' ? 'admin' : 'instrutor',
            active: doc.active === false || doc.active === 'pending' ? doc.active : true,
          }),
        ]),
      ),
    cases: casesOf(
      [
        { action: 'revogar', role: 'instrutor', active: true },
        { action: 'tornar-admin', role: 'admin', active: 'pending' },
        { action: 'editar', role: 'instrutor', active: false },
      ].map(authorNowDoc),
      authorNowDoc({ action: 'ativar', role: 'instrutor', active: true }),
      {
        updatedBy: authorshipValues.updatedBy ?? [],
        updatedByName: authorshipValues.updatedByName ?? [],
        action: or('criar', 'ativar', 'revogar', 'tornar-admin', 'editar', 'Ativar', 'apagar'),
        role: or('admin', 'instrutor', 'Admin'),
        active: or(true, false, 'pending', 'true', 1),
      },
    ),
    write: (env, i, doc) => {
      const db = env.as('admin');
      const batch = db.batch();
      batch.set(db.doc(`users/uc-${i}/changes/c-${i}`), sent(doc));
      batch.update(db.doc(`users/uc-${i}`), { telefone: '(48) 3333-4444', lastChange: `c-${i}` });
      return batch.commit();
    },
  },
};

// ---------- Running them ----------

/** The rules' verdict on a write: accepted, or refused (with the emulator's reason). */
const settle = (write: Promise<unknown>): Promise<{ accepted: boolean; reason?: string }> =>
  write.then(
    () => ({ accepted: true }),
    (error: { code?: string; message?: string }) => {
      if (error.code !== 'permission-denied') throw error;
      return { accepted: false, reason: error.message };
    },
  );

/** Runs `task` over `items`, `width` at a time (the emulator shares two cores with everyone). */
async function inBatches<T, R>(items: T[], width: number, task: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += width) {
    results.push(...(await Promise.all(items.slice(start, start + width).map((item, j) => task(item, start + j)))));
  }
  return results;
}

/**
 * Whether a date and time is a real place still ahead (São Paulo): 'Remarcar' moves a class only
 * there. One the calendar lacks (30/02, which the shape takes) the rules cannot place at all.
 */
function isAhead(date: unknown, time: unknown): boolean {
  if (typeof date !== 'string' || !isIsoDate(date) || typeof time !== 'string' || !/^\d\d:\d\d$/.test(time))
    return false;
  return studioInstant(date, time) > Date.now();
}

describe('one shape for every document: zod and the rules agree', () => {
  const env = useRulesEnv();
  const signups = new Map<string, Db>();
  const asSignup = (uid: string, email: string, emailVerified = false): Db => {
    const key = `${uid} ${email} ${emailVerified}`;
    let db = signups.get(key);
    if (!db) {
      db = env.testEnv().authenticatedContext(uid, { email, email_verified: emailVerified }).firestore();
      signups.set(key, db);
    }
    return db;
  };

  it.each(Object.keys(shapes))(
    '%s',
    async (name) => {
      const shape = shapes[name];
      if (!shape) throw new Error(name);
      const { cases, schema, seed, write, context = () => true, width = 50, minValid = 6 } = shape;
      const seeded = seed?.(cases) ?? {};
      if (Object.keys(seeded).length > 0) {
        await env.testEnv().withSecurityRulesDisabled(async (ctx) => {
          const db = ctx.firestore();
          const entries = Object.entries(seeded);
          for (let start = 0; start < entries.length; start += 400) {
            const batch = db.batch();
            for (const [path, data] of entries.slice(start, start + 400)) batch.set(db.doc(path), asStored(path, data));
            await batch.commit();
          }
        });
      }

      const started = performance.now();
      const owner: Owner = (action) =>
        env.testEnv().withSecurityRulesDisabled(async (ctx) => void (await action(ctx.firestore())));
      const verdicts = await inBatches(cases, width, async ({ label, doc }, i) => {
        const zod = schema.safeParse(doc).success && context(doc);
        let verdict = await settle(write(env, i, doc, asSignup, owner));
        // A valid case refused while 50 writes run at once is tried once more (a refused batch wrote
        // nothing, so the case is as it was): about one full run in seven, the emulator refused one
        // such write that it accepts when run again. The reason is printed; refused twice still fails.
        if (zod && !verdict.accepted) {
          console.warn(`${name}: ${label} refused (${verdict.reason ?? '?'}); trying it again alone`);
          verdict = await settle(write(env, i, doc, asSignup, owner));
        }
        return { label, zod, rules: verdict.accepted };
      });
      const ms = Math.round(performance.now() - started);

      const disagreements = verdicts
        .filter((v) => v.zod !== v.rules)
        .map((v) => `${v.label}: zod ${v.zod}, rules ${v.rules}`);
      expect(disagreements).toEqual([]);

      // Not vacuous: every sample passes, and both sides accept some mutants and refuse many.
      const samples = verdicts.filter((v) => v.label.startsWith('sample '));
      expect(
        samples.every((v) => v.zod && v.rules),
        JSON.stringify(samples),
      ).toBe(true);
      const accepted = verdicts.filter((v) => v.zod).length - samples.length;
      const refused = verdicts.length - samples.length - accepted;
      expect(accepted).toBeGreaterThanOrEqual(minValid);
      expect(refused).toBeGreaterThan(cases.length / 2);
      console.log(
        `${name}: ${samples.length} samples + ${cases.length - samples.length} mutants ` +
          `(${accepted} valid, ${refused} invalid), same verdict from zod and the rules, ${ms} ms`,
      );
      // Hundreds of writes each: allow for a machine shared with other builds.
    },
    180_000,
  );
});
