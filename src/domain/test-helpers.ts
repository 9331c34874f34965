// Helpers for the domain's own tests (imported only by *.test.ts).
import type { z } from 'zod';
import type { Authorship } from './authorship';
import type { HealthRecord } from './health-record';
import type { Instructor } from './instructor';
import type { InstructorPrivate } from './instructor-private';
import type { Payment } from './payment';
import type { Schedule } from './schedule';
import type { Student } from './student';
import type { StudioParty } from './student-documents';
import type { FullStudent, StudentPrivate } from './student-private';

/** Field path → first message, from a failed safeParse; {} when it succeeded. */
export function fieldErrors(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '(root)';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The authorship of a stored sample (authorship.ts): its first version, by the demo admin. */
export const sampleAuthorship: Authorship = {
  updatedBy: 'admin-uid',
  updatedByName: 'Ana Admin',
  writtenAt: 1718000000000,
  version: 1,
};

export const sampleStudent: Student = {
  nome: 'Beatriz Carvalho',
  email: 'bia@example.com',
  telefone: '(22) 99876-5432',
  dataNascimento: '1990-04-12',
  disciplina: 'pilates',
  responsavel: '',
  telefoneResponsavel: '',
  optinInstagram: true,
  active: true,
  createdAt: 1718000000000,
  updatedAt: 1718000000000,
  deletedAt: null,
};

/** sampleStudent's private document (studentPrivate/{id}): CPF, address, plan and fees. */
export const sampleStudentPrivate: StudentPrivate = {
  documento: '529.982.247-25',
  cep: '28907-000',
  logradouro: 'Rua Teixeira e Souza',
  numero: '120',
  complemento: 'apto 201',
  bairro: 'Centro',
  cidade: 'Cabo Frio',
  estado: 'RJ',
  frequencia: '2x',
  valorMensalidade: 280,
  valorAulaAvulsa: 0,
  formaPagamento: 'pix',
  dataVencimento: '10',
  createdAt: 1718000000000,
  updatedAt: 1718000000000,
};

/** The whole of sampleStudent, as an admin's form and the printed documents see it. */
export const sampleFullStudent: FullStudent = { ...sampleStudentPrivate, ...sampleStudent };

export const sampleInstructor: Instructor = {
  nome: 'Rafael Monteiro',
  email: 'rafael@example.com',
  telefone: '(22) 99812-3344',
  disciplinas: ['pilates', 'yoga'],
  userId: '',
  active: true,
  createdAt: 1718000000000,
  updatedAt: 1718000000000,
  deletedAt: null,
};

/** sampleInstructor's home address (instructorPrivate/{id}). */
export const sampleInstructorPrivate: InstructorPrivate = {
  cep: '28909-170',
  logradouro: 'Avenida Júlia Kubitschek',
  numero: '45',
  complemento: '',
  bairro: 'Passagem',
  cidade: 'Cabo Frio',
  estado: 'RJ',
  createdAt: 1718000000000,
  updatedAt: 1718000000000,
};

export const samplePayment: Payment = {
  studentId: 'stu1',
  amount: 280,
  paymentDate: '2025-06-10',
  dueDate: '2025-06-10',
  status: 'paid',
  paymentMethod: 'pix',
  notes: '',
  discipline: 'pilates',
  plan: '2x',
  createdAt: 1718000000000,
  updatedAt: 1718000000000,
};

export const sampleSchedule: Schedule = {
  instructorId: 'ins1',
  studentIds: ['stu1', 'stu2'],
  discipline: 'pilates',
  days: [1, 3],
  startTime: '10:00',
  endTime: '11:00',
  startDate: '2025-06-02',
  endDate: null,
  active: true,
  createdAt: 1718000000000,
  updatedAt: 1718000000000,
};

export const sampleStudio: StudioParty = {
  name: 'Salus',
  cnpj: '',
  address: 'Rua das Gaivotas, 480 - Campeche, Florianópolis - SC, 88063-300',
  city: 'Florianópolis',
  state: 'SC',
  phone: '(48) 99812-3456',
  email: 'contato@salusfloripa.com.br',
  instagram: '@salus.floripa',
  defaultDueDay: 10,
};

/** An anamnese with consent (records/{studentId}). */
export const sampleHealthRecord: HealthRecord = {
  queixaPrincipal: 'Dor lombar ao acordar',
  condicoes: { hipertensao: 'controlada', herniaDeDisco: 'L4-L5' },
  medicamentos: 'Losartana 50 mg',
  restricoes: 'Evitar flexão de tronco com carga',
  objetivos: 'Fortalecer o core',
  dor: 6,
  observacoes: '',
  data: '2025-06-02',
  consentimento: '2025-06-02',
  createdAt: 1718000000000,
  updatedAt: 1718000000000,
};

/** localStorage as a page has it, for tests run without one (Node). */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}
