// The demo students: a fixed mix of disciplines, frequencies, ages and states, filled in with
// deterministic pseudo-random people (seed-people.ts).
import { addDaysIso } from '../src/domain/dates.ts';
import type { Discipline, Frequencia, PaymentMethod } from '../src/domain/enums.ts';
import type { FullStudent } from '../src/domain/student-private.ts';
import { address, cpf, emailFor, fullName, lastNameOf, phone, type Gender } from './seed-people.ts';
import type { Random } from './seed-random.ts';

type Kind = 'adult' | 'senior' | 'teen' | 'child' | 'inactive' | 'new';
type Row = [Discipline, Frequencia, Kind];

// 30 students. 'new' ones joined days ago and have no payments yet; 'inactive' ones left.
const rows: Row[] = [
  ['pilates', '2x', 'adult'],
  ['pilates', '3x', 'adult'],
  ['pilates', '2x', 'senior'],
  ['pilates', '1x', 'inactive'],
  ['pilates', '4x', 'adult'],
  ['pilates', '2x', 'adult'],
  ['pilates', '5x', 'senior'],
  ['pilates', '3x', 'teen'],
  ['pilates', '2x', 'inactive'],
  ['pilates', '2x', 'new'],
  ['pilates experimental', 'avulsa', 'adult'],
  ['pilates experimental', 'avulsa', 'new'],
  ['yoga', '2x', 'adult'],
  ['yoga', '1x', 'adult'],
  ['yoga', '2x', 'inactive'],
  ['yoga experimental', 'avulsa', 'adult'],
  ['ballet', '2x', 'child'],
  ['ballet', '2x', 'child'],
  ['ballet', '2x', 'child'],
  ['ballet experimental', 'avulsa', 'child'],
  ['jiu-jitsu', '3x', 'child'],
  ['jiu-jitsu', '3x', 'child'],
  ['jiu-jitsu', '2x', 'inactive'],
  ['jiu-jitsu experimental', 'avulsa', 'child'],
  ['acupuntura', '1x', 'adult'],
  ['acupuntura', 'avulsa', 'senior'],
  ['auriculoterapia', '1x', 'adult'],
  ['quiropraxia', 'avulsa', 'adult'],
  ['massagem', 'avulsa', 'adult'],
  ['reiki', '1x', 'teen'],
];

/** Monthly fee by weekly frequency (children pay the kids' fee instead). */
export const monthlyFee: Record<Exclude<Frequencia, 'avulsa'>, number> = {
  '1x': 180,
  '2x': 280,
  '3x': 360,
  '4x': 420,
  '5x': 480,
};
export const kidsMonthlyFee = 220;
export const therapies: readonly Discipline[] = [
  'acupuntura',
  'auriculoterapia',
  'quiropraxia',
  'massagem',
  'reiki',
  'radiestesia',
  'cone hindu / chines',
];
/** How students pay, pix most often. */
export const methods: readonly PaymentMethod[] = ['pix', 'pix', 'pix', 'cartao', 'debito', 'dinheiro', 'transferencia'];

/** The price of a single class: a therapy session, a trial class or a drop-in class. */
export function singleClassPrice(random: Random, disciplina: Discipline): number {
  if (therapies.includes(disciplina)) return random.pick([130, 150]);
  return disciplina.endsWith('experimental') ? 50 : 90;
}

const ageRange: Record<Kind, [number, number]> = {
  adult: [22, 58],
  senior: [60, 78],
  teen: [13, 17],
  child: [4, 10],
  inactive: [25, 50],
  new: [20, 45],
};

const DAY = 86_400_000;

export interface SeededStudent {
  id: string;
  data: FullStudent;
}

export function buildStudents(random: Random, today: string, now: number): SeededStudent[] {
  const used = new Set<string>();
  return rows.map(([disciplina, frequencia, kind]) => {
    const gender: Gender = disciplina.startsWith('ballet') ? 'f' : random.chance(0.65) ? 'f' : 'm';
    let nome = fullName(random, gender);
    while (used.has(nome)) nome = fullName(random, gender);
    used.add(nome);

    const [minAge, maxAge] = ageRange[kind];
    const birth = addDaysIso(today, -(random.int(minAge, maxAge) * 365 + random.int(10, 300)));
    const minor = kind === 'child' || kind === 'teen';
    const guardian = minor ? fullName(random, random.chance(0.7) ? 'f' : 'm', lastNameOf(nome)) : '';
    const avulsa = frequencia === 'avulsa';
    const createdAt = kind === 'new' ? now - random.int(2, 12) * DAY : now - random.int(100, 400) * DAY;
    const inactive = kind === 'inactive';
    const deletedAt = inactive ? now - random.int(15, 60) * DAY : null;

    const data: FullStudent = {
      nome,
      // Children have no e-mail of their own; the guardian is the contact.
      email: kind === 'child' || random.chance(0.1) ? '' : emailFor(random, nome),
      telefone: kind === 'child' ? '' : phone(random, random.chance(0.1)),
      dataNascimento: random.chance(0.92) || minor ? birth : '',
      documento: kind === 'child' && random.chance(0.5) ? '' : cpf(random),
      disciplina,
      frequencia,
      valorMensalidade: avulsa ? 0 : kind === 'child' ? kidsMonthlyFee : monthlyFee[frequencia],
      valorAulaAvulsa: avulsa ? singleClassPrice(random, disciplina) : 0,
      responsavel: guardian,
      telefoneResponsavel: minor ? phone(random) : '',
      ...address(random),
      optinInstagram: random.chance(0.6),
      formaPagamento: random.pick(methods),
      dataVencimento: avulsa ? '' : random.pick(['5', '10', '10', '15', '20']),
      active: !inactive,
      createdAt,
      updatedAt: deletedAt ?? createdAt + random.int(0, 20) * DAY,
      deletedAt,
    };
    if (data.updatedAt > now) data.updatedAt = now;
    return { id: random.id(), data };
  });
}
