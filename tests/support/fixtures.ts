// Complete, valid documents in the shape the app writes (src/domain schemas).
import type { Payment } from '../../src/domain/payment';
import type { Schedule } from '../../src/domain/schedule';
import type { Student } from '../../src/domain/student';

export function student(overrides: Partial<Student> = {}): Student {
  const now = Date.now();
  return {
    nome: 'Beatriz Andrade',
    email: 'beatriz@example.com',
    telefone: '(22) 99812-3344',
    dataNascimento: '1990-05-14',
    documento: '529.982.247-25',
    disciplina: 'pilates',
    frequencia: '2x',
    valorMensalidade: 280,
    valorAulaAvulsa: 0,
    responsavel: '',
    telefoneResponsavel: '',
    cep: '28907-000',
    logradouro: 'Avenida Assunção',
    numero: '120',
    complemento: '',
    bairro: 'Centro',
    cidade: 'Cabo Frio',
    estado: 'RJ',
    optinInstagram: false,
    formaPagamento: 'pix',
    dataVencimento: '10',
    active: true,
    createdAt: now,
    updatedAt: now,
    deletedAt: null,
    ...overrides,
  };
}

export function payment(overrides: Partial<Payment> = {}): Payment {
  const now = Date.now();
  return {
    studentId: 'student-1',
    amount: 280,
    paymentDate: '2026-11-10',
    dueDate: '2026-11-10',
    status: 'paid',
    paymentMethod: 'pix',
    notes: '',
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

export function schedule(overrides: Partial<Schedule> = {}): Schedule {
  return {
    instructorId: 'instructor-1',
    studentIds: ['student-1', 'student-2'],
    discipline: 'pilates',
    days: [1, 3],
    startTime: '10:00',
    endTime: '11:00',
    startDate: null,
    endDate: null,
    active: true,
    createdAt: Date.now(),
    ...overrides,
  };
}
