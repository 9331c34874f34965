import { describe, expect, it } from 'vitest';
import { InactivationUnfinished } from './student-places';

describe('InactivationUnfinished', () => {
  it('says what was done, in the singular or plural, and why the rest was not', () => {
    const offline = Object.assign(new Error('x'), { code: 'unavailable' });
    expect(new InactivationUnfinished('Ana', 1, 0, offline).message).toBe(
      'Ana já saiu de 1 turma, mas o cadastro continua ativo. ' +
        'Sem conexão com o servidor. Verifique sua rede e tente novamente. Inative de novo para concluir.',
    );
    expect(new InactivationUnfinished('Bia', 0, 2, new Error('?')).message).toBe(
      'Bia já teve 2 reposições canceladas, mas o cadastro continua ativo. ' +
        'A última gravação falhou. Inative de novo para concluir.',
    );
  });
});
