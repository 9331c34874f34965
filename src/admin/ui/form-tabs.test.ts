import { describe, expect, it } from 'vitest';
import { firstFieldWithError, type FormTab } from './form-tabs';

const tabs: FormTab<'a' | 'b' | 'c'>[] = [
  { key: 'a', label: 'A', fields: ['nome', 'email'] },
  { key: 'b', label: 'B', fields: ['responsavel', 'telefoneResponsavel'] },
  { key: 'c', label: 'C', fields: ['disciplina'] },
];
const error = { type: 'custom', message: 'x' };

describe('firstFieldWithError', () => {
  it.each([
    [{}, null],
    [{ disciplina: error }, { tab: 'c', field: 'disciplina' }],
    [
      { disciplina: error, telefoneResponsavel: error },
      { tab: 'b', field: 'telefoneResponsavel' },
    ],
    [
      { telefoneResponsavel: error, responsavel: error },
      { tab: 'b', field: 'responsavel' },
    ],
    [
      { email: error, disciplina: error },
      { tab: 'a', field: 'email' },
    ],
    [{ root: error }, null],
  ])('%j → %j (screen order, not the order of the errors)', (errors, first) => {
    expect(firstFieldWithError(errors, tabs)).toEqual(first);
  });
});
