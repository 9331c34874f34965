import { describe, expect, it } from 'vitest';
import { payerOf } from './receipt';

const today = '2026-11-29';

describe('payerOf', () => {
  it('names the guardian of a minor, who pays', () => {
    expect(payerOf({ nome: 'Lia Souza', dataNascimento: '2018-05-02', responsavel: ' Marta Souza ' }, today)).toEqual({
      student: 'Lia Souza',
      guardian: 'Marta Souza',
    });
  });

  it('names an adult alone, even with a guardian on file', () => {
    expect(payerOf({ nome: 'Ana Souza', dataNascimento: '1990-01-10', responsavel: 'Marta Souza' }, today)).toEqual({
      student: 'Ana Souza',
      guardian: '',
    });
  });

  it('names the guardian on file of a student of unknown age, as the contract does', () => {
    expect(payerOf({ nome: 'Lia Souza', dataNascimento: '', responsavel: 'Marta Souza' }, today).guardian).toBe(
      'Marta Souza',
    );
  });
});
