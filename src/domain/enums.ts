// Enumerations of SPEC 3 with their pt-BR labels. Values are what Firestore stores.
import { formatDateBR, weekdayOf } from './dates';

export const disciplines = [
  'auriculoterapia',
  'pilates',
  'pilates experimental',
  'ballet',
  'ballet experimental',
  'jiu-jitsu',
  'jiu-jitsu experimental',
  'acupuntura',
  'massagem',
  'quiropraxia',
  'reiki',
  'radiestesia',
  'cone hindu / chines',
  'yoga',
  'yoga experimental',
] as const;
export type Discipline = (typeof disciplines)[number];

const disciplineLabels: Record<Discipline, string> = {
  auriculoterapia: 'Auriculoterapia',
  pilates: 'Pilates',
  'pilates experimental': 'Pilates Experimental',
  ballet: 'Ballet Infantil',
  'ballet experimental': 'Ballet Experimental',
  'jiu-jitsu': 'Jiu-Jitsu',
  'jiu-jitsu experimental': 'Jiu-Jitsu Experimental',
  acupuntura: 'Acupuntura',
  massagem: 'Massagem',
  quiropraxia: 'Quiropraxia',
  reiki: 'Reiki',
  radiestesia: 'Radiestesia',
  'cone hindu / chines': 'Cone Hindu / Chines',
  yoga: 'Yoga',
  'yoga experimental': 'Yoga Experimental',
};

export function isDiscipline(value: unknown): value is Discipline {
  return typeof value === 'string' && (disciplines as readonly string[]).includes(value);
}

/** Label of a discipline value; unknown values are shown capitalised, empty ones as the fallback. */
export function disciplineLabel(value: string | null | undefined, fallback = 'Atividade'): string {
  if (!value) return fallback;
  if (isDiscipline(value)) return disciplineLabels[value];
  return value.replace(/(^|[\s/-])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}

/** Options for selects, in the spec's order. */
export const disciplineOptions = disciplines.map((value) => ({ value, label: disciplineLabels[value] }));

export const frequencias = ['1x', '2x', '3x', '4x', '5x', 'avulsa'] as const;
export type Frequencia = (typeof frequencias)[number];
export const frequenciaLabels: Record<Frequencia, string> = {
  '1x': '1x por semana',
  '2x': '2x por semana',
  '3x': '3x por semana',
  '4x': '4x por semana',
  '5x': '5x por semana',
  avulsa: 'Aula avulsa',
};

export const paymentMethods = ['pix', 'cartao', 'debito', 'dinheiro', 'transferencia'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  pix: 'Pix',
  cartao: 'Cartão de crédito',
  debito: 'Cartão de débito',
  dinheiro: 'Dinheiro',
  transferencia: 'Transferência',
};

export const paymentStatuses = ['paid', 'pending', 'overdue'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
export const paymentStatusLabels: Record<PaymentStatus, string> = {
  paid: 'Pago',
  pending: 'Pendente',
  overdue: 'Em atraso',
};

export const roles = ['admin', 'instrutor'] as const;
export type Role = (typeof roles)[number];
export const roleLabels: Record<Role, string> = { admin: 'Admin', instrutor: 'Instrutor' };

/** Index 0 is Sunday, as in schedule.days. */
export const weekdayLabels = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'] as const;

/** 'Qua 25/11/2026': a date with its weekday, where a list of dates is read to pick one. */
export const dateWithWeekday = (iso: string): string => `${weekdayLabels[weekdayOf(iso)] ?? ''} ${formatDateBR(iso)}`;

/** 'Seg, Qua' for schedule.days, Sunday first. */
export const weekdayNames = (days: readonly number[]): string =>
  [...days]
    .sort((a, b) => a - b)
    .map((d) => weekdayLabels[d] ?? '')
    .join(', ');

/** Label of an enum value, or the value itself when unknown (old data), or '' when empty. */
export function labelOf<K extends string>(labels: Record<K, string>, value: string | null | undefined): string {
  if (!value) return '';
  return Object.hasOwn(labels, value) ? labels[value as K] : value;
}
