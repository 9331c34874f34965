import { describe, expect, it } from 'vitest';
import {
  disciplineLabel,
  disciplineOptions,
  disciplines,
  frequenciaLabels,
  isDiscipline,
  labelOf,
  paymentMethodLabels,
  paymentStatusLabels,
  roleLabels,
  weekdayLabels,
  weekdayNames,
} from './enums';

describe('disciplineLabel', () => {
  it.each([
    ['pilates', 'Pilates'],
    ['pilates experimental', 'Pilates Experimental'],
    ['ballet', 'Ballet Infantil'],
    ['ballet experimental', 'Ballet Experimental'],
    ['jiu-jitsu', 'Jiu-Jitsu'],
    ['jiu-jitsu experimental', 'Jiu-Jitsu Experimental'],
    ['cone hindu / chines', 'Cone Hindu / Chines'],
    ['auriculoterapia', 'Auriculoterapia'],
    ['yoga experimental', 'Yoga Experimental'],
  ])('%s → %s', (value, label) => {
    expect(disciplineLabel(value)).toBe(label);
  });

  it.each([
    ['', 'Atividade'],
    [null, 'Atividade'],
    [undefined, 'Atividade'],
  ])('empty %s falls back', (value, label) => {
    expect(disciplineLabel(value)).toBe(label);
  });

  it('uses a given fallback and capitalises unknown values', () => {
    expect(disciplineLabel('', '—')).toBe('—');
    expect(disciplineLabel('dança do ventre')).toBe('Dança Do Ventre');
  });

  it('labels every discipline, capitalised', () => {
    expect(disciplines).toHaveLength(15);
    for (const { value, label } of disciplineOptions) {
      expect(label).toBe(disciplineLabel(value));
      expect(label[0]).toBe(label[0]?.toUpperCase());
    }
  });
});

describe('enumerations', () => {
  it('has the spec labels', () => {
    expect(paymentStatusLabels).toEqual({ paid: 'Pago', pending: 'Pendente', overdue: 'Em atraso' });
    expect(roleLabels).toEqual({ admin: 'Admin', instrutor: 'Instrutor' });
    expect(weekdayLabels).toEqual(['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb']);
    expect(Object.keys(frequenciaLabels)).toEqual(['1x', '2x', '3x', '4x', '5x', 'avulsa']);
    expect(Object.keys(paymentMethodLabels)).toEqual(['pix', 'cartao', 'debito', 'dinheiro', 'transferencia']);
    expect(paymentMethodLabels.cartao).toBe('Cartão de crédito');
  });

  it.each([
    ['yoga', true],
    ['Yoga', false],
    ['', false],
    [3, false],
  ])('isDiscipline(%s) = %s', (value, expected) => {
    expect(isDiscipline(value)).toBe(expected);
  });

  it.each([
    ['pix', 'Pix'],
    ['cheque', 'cheque'],
    ['', ''],
    [undefined, ''],
    ['toString', 'toString'],
  ])('labelOf(paymentMethodLabels, %s) = %s', (value, label) => {
    expect(labelOf(paymentMethodLabels, value)).toBe(label);
  });
});

describe('weekdayNames', () => {
  it.each([
    [[3, 1], 'Seg, Qua'],
    [[6, 0], 'Dom, Sáb'],
    [[], ''],
  ])('%j → %s', (days, names) => {
    expect(weekdayNames(days)).toBe(names);
  });
});
