// Shared by the Alunos component tests (list and dialog). Each test file mocks the data modules itself
// (vi.mock is per file): hooks, students-repo, cep-lookup and print-student-documents.
import { afterEach, beforeEach, vi } from 'vitest';
import { lookupCep } from '../../data/cep-lookup';
import { useStudentPrivate, useStudents } from '../../data/hooks';
import type { Live } from '../../data/live';
import {
  setStudentActive,
  studentPrivateRepo,
  studentsRepo,
  type StudentPrivateRecord,
  type StudentRecord,
} from '../../data/students-repo';
import { printImageUseTerm, printStudentContract } from '../print/print-student-documents';
import { paths } from '../paths';
import { aStudent, aStudentPrivate, live } from '../testing/factories';
import { renderAdmin } from '../testing/render-admin';
import { sessions } from '../testing/sessions';
import StudentsPage from './students-page';

// 12:00 in São Paulo; only Date is faked, so user-event's timers run.
export const now = new Date('2025-06-15T15:00:00Z');

/** Fake clock and successful saves, CEP lookups and print windows for every test of the file. */
export function setUpStudentsTests() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    vi.mocked(studentsRepo.add).mockResolvedValue('new-id');
    vi.mocked(studentsRepo.update).mockResolvedValue();
    vi.mocked(setStudentActive).mockResolvedValue();
    // The private part did not change (a test that changes it says so); the save writes it alone then.
    vi.mocked(studentPrivateRepo.part).mockReturnValue(null);
    vi.mocked(studentPrivateRepo.save).mockResolvedValue();
    // A conflict reads the other document again: as the dialog read it, unless a test says otherwise.
    vi.mocked(studentsRepo.load).mockImplementation(
      async (id: string) => [ana, joao, bia].find((s) => s.id === id) ?? null,
    );
    vi.mocked(studentPrivateRepo.load).mockImplementation(async (id: string) => privates[id] ?? null);
    vi.mocked(lookupCep).mockResolvedValue(null);
    vi.mocked(printStudentContract).mockReturnValue({ ok: true, window, shown: Promise.resolve() });
    vi.mocked(printImageUseTerm).mockReturnValue({ ok: true, window, shown: Promise.resolve() });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });
}

export const ana = aStudent({
  id: 'ana',
  nome: 'Ana Souza',
  email: 'ana@x.com',
  telefone: '(48) 99111-2222',
  disciplina: 'yoga',
});
export const joao = aStudent({
  id: 'joao',
  nome: 'João Gonçalves',
  email: 'jg@x.com',
  telefone: '(48) 3222-1111',
  disciplina: 'pilates',
});
export const bia = aStudent({ id: 'bia', nome: 'Beatriz Lima', active: false, deletedAt: 1 });

/** Ana's private document (CPF, address, plan, fees); João has none (an instrutor created him). */
export const anaPrivate = aStudentPrivate({
  id: 'ana',
  documento: '529.982.247-25',
  logradouro: 'Rua das Gaivotas',
  frequencia: '2x',
  valorMensalidade: 280,
  valorAulaAvulsa: 0,
  formaPagamento: 'pix',
  dataVencimento: '10',
});
export const privates: Record<string, StudentPrivateRecord> = { ana: anaPrivate };
/** What studentPrivateRepo.part hands the save (the batch part itself is the data layer's). */
export const privatePart = vi.fn();

export function open(
  url: string = paths.students,
  session: (typeof sessions)[keyof typeof sessions] = sessions.admin,
  rows = [joao, bia, ana],
  state: Partial<Omit<Live<StudentRecord[]>, 'data'>> = {},
) {
  vi.mocked(useStudents).mockReturnValue(live(rows, state));
  vi.mocked(useStudentPrivate).mockImplementation((id) => live(id ? (privates[id] ?? null) : null));
  return renderAdmin(<StudentsPage />, { url, session });
}
