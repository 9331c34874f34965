// How the fields of the studio's records read to a person (the history of changes, issue 18): a
// label per field, as the forms name them, and each value in pt-BR (money, dates, enumerations).
import { formatDateBR } from './dates';
import {
  disciplineLabel,
  frequenciaLabels,
  labelOf,
  paymentMethodLabels,
  paymentStatusLabels,
  weekdayNames,
} from './enums';
import { healthRecordLabels, markedConditions, type Conditions } from './health-record';
import { formatBRL } from './money';
import { formatWhen } from './record-history';

const address = {
  cep: 'CEP',
  logradouro: 'Logradouro',
  numero: 'Número',
  complemento: 'Complemento',
  bairro: 'Bairro',
  cidade: 'Cidade',
  estado: 'Estado',
};
const situation = { active: 'Situação', deletedAt: 'Inativado em' };

/** Field labels per record, in the order the forms show them. */
export const fieldLabels = {
  students: {
    nome: 'Nome',
    email: 'Email',
    telefone: 'Telefone',
    dataNascimento: 'Data de nascimento',
    documento: 'Documento (CPF/RG)',
    disciplina: 'Disciplina',
    frequencia: 'Frequência',
    valorMensalidade: 'Valor da mensalidade',
    valorAulaAvulsa: 'Valor da aula avulsa',
    formaPagamento: 'Forma de pagamento',
    dataVencimento: 'Dia de vencimento',
    responsavel: 'Responsável',
    telefoneResponsavel: 'Telefone do responsável',
    ...address,
    optinInstagram: 'Autoriza o uso de imagem no Instagram',
    ...situation,
  },
  instructors: {
    nome: 'Nome',
    email: 'Email',
    telefone: 'Telefone',
    ...address,
    disciplinas: 'Disciplinas',
    userId: 'Conta de acesso',
    ...situation,
  },
  schedules: {
    instructorId: 'Instrutor',
    discipline: 'Disciplina',
    studentIds: 'Alunos',
    days: 'Dias',
    startTime: 'Horário inicial',
    endTime: 'Horário final',
    startDate: 'Data inicial',
    endDate: 'Data final',
    active: 'Situação',
  },
  payments: {
    studentId: 'Aluno',
    amount: 'Valor',
    paymentDate: 'Data do pagamento',
    dueDate: 'Vencimento',
    status: 'Status',
    paymentMethod: 'Forma de pagamento',
    notes: 'Observações',
  },
  records: healthRecordLabels,
} as const satisfies Record<string, Record<string, string>>;
export type RecordKind = keyof typeof fieldLabels;

/** The label of a field; an unknown one (older data) shows its own name. */
export function fieldLabel(kind: RecordKind, key: string): string {
  const labels: Record<string, string> = fieldLabels[kind];
  return labels[key] ?? key;
}

const money = new Set(['valorMensalidade', 'valorAulaAvulsa', 'amount']);
const dates = new Set(['dataNascimento', 'paymentDate', 'dueDate', 'startDate', 'endDate', 'data', 'consentimento']);
const people = new Set(['instructorId', 'studentId', 'studentIds', 'userId']);

/**
 * A value as a person reads it; `nameOf` names the students and instructors a record points to
 * (unknown ids are shown as they are).
 */
export function formatFieldValue(key: string, value: unknown, nameOf: (id: string) => string = (id) => id): string {
  if (value === null || value === undefined || value === '') return '—';
  if (key === 'active') return value ? 'Ativo' : 'Inativo';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (money.has(key) && typeof value === 'number') return formatBRL(value);
  if (dates.has(key) && typeof value === 'string') return formatDateBR(value);
  if (key === 'deletedAt' && typeof value === 'number') return formatWhen(value);
  if (key === 'dataVencimento') return `dia ${String(value)}`;
  if (key === 'condicoes' && typeof value === 'object') return conditionsText(value as Conditions);
  if (key === 'days' && Array.isArray(value)) return weekdayNames(value as number[]);
  if (key === 'disciplina' || key === 'discipline') return disciplineLabel(String(value));
  if (key === 'disciplinas' && Array.isArray(value)) return value.map((v) => disciplineLabel(String(v))).join(', ');
  if (key === 'frequencia') return labelOf(frequenciaLabels, String(value));
  if (key === 'formaPagamento' || key === 'paymentMethod') return labelOf(paymentMethodLabels, String(value));
  if (key === 'status') return labelOf(paymentStatusLabels, String(value));
  if (people.has(key))
    return Array.isArray(value) ? value.map((id) => nameOf(String(id))).join(', ') : nameOf(String(value));
  if (Array.isArray(value)) return value.map(String).join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The marked conditions of a health record, with their notes: 'Hipertensão (controlada); Gestação'. */
export function conditionsText(conditions: Conditions): string {
  const marked = markedConditions(conditions);
  if (marked.length === 0) return 'Nenhuma';
  return marked.map((c) => (c.nota ? `${c.label} (${c.nota})` : c.label)).join('; ');
}
