import { describe, expect, it } from 'vitest';
import { paymentSchema } from './payment';
import {
  paymentFormDefaults,
  paymentFormSchema,
  paymentFromForm,
  paymentToForm,
  suggestedAmount,
  DUE_DATE_HINT,
  FUTURE_PAYMENT_MESSAGE,
} from './payment-form';
import { addDaysIso, todayIso } from './dates';
import { fieldErrors, samplePayment } from './test-helpers';

describe('paymentSchema (stored document)', () => {
  it.each([
    ['a paid payment', {}],
    ['pending without a method', { status: 'pending', paymentMethod: '' }],
    ['overdue with notes', { status: 'overdue', notes: 'n'.repeat(1000) }],
    ['cents', { amount: 99.9 }],
    ['the smallest and the largest amounts', { amount: 0.01 }],
    ['a million', { amount: 1_000_000 }],
  ])('accepts %s', (_case, patch) => {
    expect(paymentSchema.safeParse({ ...samplePayment, ...patch }).success).toBe(true);
  });

  it.each([
    ['unknown status', { status: 'late' }],
    ['unknown method', { paymentMethod: 'boleto' }],
    ['amount as text', { amount: '280' }],
    ['negative amount', { amount: -5 }],
    ['missing due date', { dueDate: '' }],
    ['bad payment date', { paymentDate: '10/06/2025' }],
    ['empty student', { studentId: '' }],
    ['long notes', { notes: 'n'.repeat(1001) }],
    ['a zero amount', { amount: 0 }],
    ['an amount over a million', { amount: 1_000_000.01 }],
    ['a student id with a slash', { studentId: 'a/b' }],
    ['an unknown key', { desconto: 10 }],
  ])('rejects %s', (_case, patch) => {
    expect(paymentSchema.safeParse({ ...samplePayment, ...patch }).success).toBe(false);
  });
});

describe('paymentFormSchema', () => {
  it('defaults to paid today', () => {
    expect(paymentFormDefaults('stu1', '2025-06-15')).toEqual({
      studentId: 'stu1',
      amount: '',
      status: 'paid',
      paymentDate: '2025-06-15',
      dueDate: '2025-06-15',
      paymentMethod: '',
      notes: '',
    });
    expect(DUE_DATE_HINT).toBe('Para aulas avulsas, use a data da aula');
  });

  it('reports every required field', () => {
    const values = {
      studentId: '',
      amount: '',
      status: '',
      paymentDate: '',
      dueDate: '',
      paymentMethod: '',
      notes: '',
    };
    expect(fieldErrors(paymentFormSchema.safeParse(values))).toEqual({
      studentId: 'Selecione o aluno',
      amount: 'Informe o valor',
      status: 'Selecione o status',
      paymentDate: 'Informe a data do pagamento',
      dueDate: 'Informe a data de vencimento',
    });
  });

  it.each([
    ['paymentDate', '0202-11-05'],
    ['dueDate', '0202-11-05'],
    ['dueDate', '2206-11-05'],
  ] as const)('a year typed wrong in %s (%s) is said beside it, not filed where no month shows it', (field, date) => {
    const result = paymentFormSchema.safeParse({
      ...paymentFormDefaults('stu1', '2025-06-15'),
      amount: '150',
      [field]: date,
    });
    expect(fieldErrors(result)).toEqual({ [field]: 'Ano fora do esperado: confira a data.' });
  });

  it('refuses a paid payment dated after today, said beside its date; a due may be dated ahead', () => {
    const tomorrow = addDaysIso(todayIso(), 1);
    const paid = { ...paymentFormDefaults('stu1', todayIso()), amount: '150', paymentDate: tomorrow };
    expect(fieldErrors(paymentFormSchema.safeParse(paid))).toEqual({ paymentDate: FUTURE_PAYMENT_MESSAGE });
    expect(FUTURE_PAYMENT_MESSAGE).toBe('Um pagamento pago não pode ter data no futuro.');
    expect(paymentFormSchema.safeParse({ ...paid, paymentDate: todayIso() }).success).toBe(true);
    expect(paymentFormSchema.safeParse({ ...paid, status: 'pending', dueDate: tomorrow }).success).toBe(true);
  });

  it.each([
    ['zero', '0', 'O valor deve ser maior que zero'],
    ['3 decimals', '10,555', 'Valor inválido: use números, como 150 ou 150,50'],
    ['negative', '-10', 'Valor inválido: use números, como 150 ou 150,50'],
    ['text', 'dez', 'Valor inválido: use números, como 150 ou 150,50'],
    ['NaN from a number input', Number.NaN, 'Informe o valor'],
    ['number with 3 decimals', 1.234, 'Valor inválido: use números, como 150 ou 150,50'],
    ['over a million', '1.000.000,01', 'Valor máximo: R$ 1.000.000,00'],
  ])('amount %s', (_case, amount, message) => {
    const result = paymentFormSchema.safeParse({ ...paymentFormDefaults('stu1', '2025-06-15'), amount });
    expect(fieldErrors(result).amount).toBe(message);
  });

  it.each([
    ['150', 150],
    ['150,5', 150.5],
    [89.9, 89.9],
  ])('amount %s → %d', (amount, value) => {
    expect(paymentFormSchema.parse({ ...paymentFormDefaults('stu1', '2025-06-15'), amount }).amount).toBe(value);
  });

  it('round-trips a stored payment', () => {
    const data = paymentFormSchema.parse(paymentToForm(samplePayment));
    const yoga = { discipline: 'yoga', plan: '1x' } as const;
    expect(paymentFromForm(data, 1718000009000, samplePayment, yoga)).toEqual({
      ...samplePayment,
      updatedAt: 1718000009000,
    });
    expect(paymentFromForm(data, 9, undefined, yoga)).toMatchObject({ ...yoga, createdAt: 9, updatedAt: 9 });
    expect(paymentSchema.safeParse(paymentFromForm(data, 9, undefined, yoga)).success).toBe(true);
  });

  it.each([
    ['avulsa', 90],
    ['2x', 280],
    ['', 280],
  ] as const)('suggests the amount for frequencia %s', (frequencia, amount) => {
    expect(suggestedAmount({ frequencia, valorMensalidade: 280, valorAulaAvulsa: 90 })).toBe(amount);
  });
});
