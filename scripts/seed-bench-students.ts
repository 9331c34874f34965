// The busy studio's 600 students (seed-bench): a third inactive, children and teenagers with their
// guardians, long and accented names, every discipline and frequency. Every random draw is an offset
// from `now`, so the people (names, ids) are the same whatever the clock.
import { addDaysIso, todayIso } from '../src/domain/dates.ts';
import type { Discipline, Frequencia } from '../src/domain/enums.ts';
import type { FullStudent } from '../src/domain/student-private.ts';
import { address, cpf, emailFor, fullName, lastNameOf, longName, phone, type Gender } from './seed-people.ts';
import type { Random } from './seed-random.ts';
import {
  kidsMonthlyFee,
  methods,
  monthlyFee,
  singleClassPrice,
  therapies,
  type SeededStudent,
} from './seed-students.ts';

const DAY = 86_400_000;

export const benchStudentCount = 600;
/** Students who joined days ago: no payment yet ('Sem pagamentos'). */
const newcomers = 15;

type Age = 'child' | 'teen' | 'adult' | 'senior';
const ageCounts: [Age, number][] = [
  ['child', 70],
  ['teen', 45],
  ['senior', 70],
  ['adult', 415],
];
const ageRange: Record<Age, [number, number]> = { child: [4, 10], teen: [12, 17], adult: [18, 59], senior: [60, 82] };

type Weights = readonly (readonly [Discipline, number])[];
const disciplinesByAge: Record<Age, Weights> = {
  child: [
    ['ballet', 40],
    ['jiu-jitsu', 35],
    ['ballet experimental', 12],
    ['jiu-jitsu experimental', 13],
  ],
  teen: [
    ['pilates', 40],
    ['yoga', 25],
    ['reiki', 10],
    ['acupuntura', 10],
    ['auriculoterapia', 5],
    ['massagem', 10],
  ],
  adult: [
    ['pilates', 36],
    ['yoga', 14],
    ['pilates experimental', 5],
    ['yoga experimental', 3],
    ['acupuntura', 8],
    ['auriculoterapia', 6],
    ['massagem', 9],
    ['quiropraxia', 7],
    ['reiki', 5],
    ['radiestesia', 3],
    ['cone hindu / chines', 4],
  ],
  senior: [
    ['pilates', 40],
    ['yoga', 12],
    ['acupuntura', 12],
    ['quiropraxia', 10],
    ['massagem', 10],
    ['auriculoterapia', 6],
    ['reiki', 6],
    ['radiestesia', 4],
  ],
};

const groupFrequencies: readonly (readonly [Frequencia, number])[] = [
  ['1x', 12],
  ['2x', 45],
  ['3x', 22],
  ['4x', 7],
  ['5x', 4],
  ['avulsa', 10],
];

function frequencyOf(random: Random, disciplina: Discipline, age: Age): Frequencia {
  if (disciplina.endsWith('experimental')) return 'avulsa'; // a trial class
  if (therapies.includes(disciplina)) return random.chance(0.5) ? '1x' : 'avulsa';
  if (age === 'child') return random.chance(0.7) ? '2x' : '3x';
  return random.weighted(groupFrequencies);
}

function genderOf(random: Random, disciplina: Discipline): Gender {
  if (disciplina.startsWith('ballet')) return 'f';
  if (disciplina.startsWith('jiu-jitsu')) return random.chance(0.8) ? 'm' : 'f';
  return random.chance(0.65) ? 'f' : 'm';
}

/** An RG of Santa Catarina ('5.123.456'), for the few who gave no CPF. */
const rg = (random: Random) => `${random.int(1, 9)}.${random.int(100, 999)}.${random.int(100, 999)}`;

export function buildBenchStudents(random: Random, now: number): SeededStudent[] {
  const ages = random.shuffle(ageCounts.flatMap(([age, count]) => Array.from({ length: count }, () => age)));
  const used = new Set<string>();
  let newcomersLeft = newcomers;
  return ages.map((age, i) => {
    // Every third student has left; ages are shuffled, so they are spread over every kind.
    const inactive = i % 3 === 2;
    const newcomer = !inactive && age === 'adult' && newcomersLeft > 0;
    if (newcomer) newcomersLeft -= 1;

    const disciplina = random.weighted(disciplinesByAge[age]);
    const frequencia = frequencyOf(random, disciplina, age);
    const gender = genderOf(random, disciplina);
    const makeName = () => (random.chance(0.25) ? longName(random, gender) : fullName(random, gender));
    let nome = makeName();
    while (used.has(nome)) nome = makeName();
    used.add(nome);

    const [minAge, maxAge] = ageRange[age];
    const birthDaysAgo = random.int(minAge, maxAge) * 365 + random.int(10, 300);
    const minor = age === 'child' || age === 'teen';
    const guardian = minor ? fullName(random, random.chance(0.7) ? 'f' : 'm', lastNameOf(nome)) : '';
    const avulsa = frequencia === 'avulsa';

    // When they joined (and left): most active students have been here for two years or more.
    const joinedDaysAgo = newcomer
      ? random.int(2, 12)
      : inactive
        ? random.int(240, 1100)
        : random.chance(0.6)
          ? random.int(730, 1100)
          : random.int(20, 729);
    const leftDaysAgo = inactive ? random.int(10, joinedDaysAgo - 90) : null;
    const createdAt = now - joinedDaysAgo * DAY;
    const deletedAt = leftDaysAgo === null ? null : now - leftDaysAgo * DAY;

    const data: FullStudent = {
      nome,
      // Children have no e-mail or phone of their own; the guardian is the contact.
      email: age === 'child' || !random.chance(0.92) ? '' : emailFor(random, nome),
      telefone: age === 'child' ? '' : phone(random, random.chance(0.08)),
      dataNascimento: random.chance(0.92) || minor ? addDaysIso(todayIso(now), -birthDaysAgo) : '',
      documento: age === 'child' && random.chance(0.5) ? '' : random.chance(0.95) ? cpf(random) : rg(random),
      disciplina,
      frequencia,
      valorMensalidade: avulsa ? 0 : age === 'child' ? kidsMonthlyFee : monthlyFee[frequencia],
      valorAulaAvulsa: avulsa ? singleClassPrice(random, disciplina) : 0,
      responsavel: guardian,
      telefoneResponsavel: minor ? phone(random) : '',
      ...address(random),
      optinInstagram: random.chance(0.6),
      formaPagamento: random.pick(methods),
      dataVencimento: avulsa ? '' : random.pick(['5', '10', '10', '15', '20', '25']),
      active: !inactive,
      createdAt,
      updatedAt: Math.min(now, deletedAt ?? createdAt + random.int(0, 30) * DAY),
      deletedAt,
    };
    return { id: random.id(), data };
  });
}
