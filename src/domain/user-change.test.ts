import { describe, expect, it } from 'vitest';
import { changeActionOf, userChangeLabel, userChangeLabels } from './user-change';

describe('the history of a staff profile', () => {
  it("names a promotion as the toast does ('Usuário promovido a admin com sucesso!')", () => {
    expect(userChangeLabels[changeActionOf({ role: 'admin' })]).toBe('Promovido a admin');
  });

  it.each([
    ['ativar', undefined, 'Cadastro aprovado'],
    ['revogar', undefined, 'Cadastro recusado'],
    ['revogar', 'pending', 'Cadastro recusado'],
    ['ativar', 'pending', 'Cadastro aprovado'],
    ['revogar', true, 'Acesso revogado'],
    ['ativar', false, 'Ativado'],
  ] as const)('names %s after %s as the screen does: %s', (action, before, label) => {
    expect(userChangeLabel(action, before)).toBe(label);
  });
});
