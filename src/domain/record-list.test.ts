import { describe, expect, it } from 'vitest';
import { recordList } from './record-list';

const people = [
  { nome: 'bruno', active: true, telefone: '(48) 99111-2222' },
  { nome: 'Álvaro', active: false, telefone: '' },
  { nome: 'Ana', active: true, telefone: '' },
  { nome: 'Érica', active: true, telefone: '(48) 3222-1111' },
  { nome: 'Zeca', active: false, telefone: '(48) 3222-9999' },
  { nome: 'Aluno 10', active: true, telefone: '' },
  { nome: 'Aluno 9', active: true, telefone: '' },
];
const list = recordList(people, (p) => ({ text: [p.nome], digits: [p.telefone] }));
const names = (q: string, inativos: boolean) => list({ q, inactive: inativos }).map((p) => p.nome);

describe('recordList', () => {
  it.each([
    ['', false, ['Aluno 9', 'Aluno 10', 'Ana', 'bruno', 'Érica']],
    ['', true, ['Aluno 9', 'Aluno 10', 'Álvaro', 'Ana', 'bruno', 'Érica', 'Zeca']],
    ['alvaro', false, []],
    ['alvaro', true, ['Álvaro']],
    ['3222', false, ['Érica']],
    ['3222', true, ['Érica', 'Zeca']],
    ['ERICA', false, ['Érica']],
  ])('q=%j, inativos=%s → %j', (q, inativos, expected) => {
    expect(names(q, inativos)).toEqual(expected);
  });

  it('treats a record without active as active (SPEC 4)', () => {
    const legacy = recordList([{ nome: 'Velho' }], (p) => ({ text: [p.nome] }));
    expect(legacy({ q: '', inactive: false })).toHaveLength(1);
  });

  it('leaves the given array as it was', () => {
    expect(people[0]?.nome).toBe('bruno');
  });
});
