import { describe, expect, it } from 'vitest';
import { changeActionOf, userChangeLabels } from './user-change';

describe('the history of a staff profile', () => {
  it("names a promotion as the toast does ('Usuário promovido a admin com sucesso!')", () => {
    expect(userChangeLabels[changeActionOf({ role: 'admin' })]).toBe('Promovido a admin');
  });
});
