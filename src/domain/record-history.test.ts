import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from './authorship';
import { formatFieldValue, fieldLabel } from './field-display';
import {
  changedFields,
  changedValues,
  formatWhen,
  mergeChangedKeys,
  restorePatch,
  versionChanges,
} from './record-history';

// 24/11/2026 14:32 in São Paulo (UTC-3).
const T = Date.parse('2026-11-24T14:32:00-03:00');
const author = (name: string, at: number) => ({ updatedBy: `${name}-uid`, updatedByName: name, writtenAt: at });

const v1 = {
  nome: 'Ana',
  telefone: '',
  active: true,
  createdAt: T - 3000,
  updatedAt: T - 3000,
  version: 1,
  ...author('Ana Admin', T - 3000),
};
const { writtenAt: _w1, ...v1Stored } = v1;
const v2 = { ...v1, telefone: '(48) 99999-0000', updatedAt: T - 2000, version: 2, ...author('Ivo', T - 2000) };
const { writtenAt: _w2, ...v2Stored } = v2;
const v3 = {
  ...v2,
  nome: 'Ana Lima',
  active: false,
  updatedAt: T - 1000,
  version: 3,
  ...author('Ana Admin', T - 1000),
};
const entries: HistoryEntry[] = [
  { data: v2Stored, version: 2, ...author('Ana Admin', T - 1000) },
  { data: v1Stored, version: 1, ...author('Ivo', T - 2000) },
];

describe('versionChanges', () => {
  it('lists each change newest first: who, when, which fields, before → after', () => {
    const changes = versionChanges(v3, entries, ['nome', 'telefone', 'active']);
    expect(changes.map((c) => [c.version, c.author, c.at, c.created])).toEqual([
      [3, 'Ana Admin', T - 1000, false],
      [2, 'Ivo', T - 2000, false],
      [1, 'Ana Admin', T - 3000, true],
    ]);
    expect(changes[0]?.changes).toEqual([
      { key: 'nome', before: 'Ana', after: 'Ana Lima' },
      { key: 'active', before: true, after: false },
    ]);
    expect(changes[1]?.changes).toEqual([{ key: 'telefone', before: '', after: '(48) 99999-0000' }]);
    // Created with: the non-empty values only; bookkeeping is never a change.
    expect(changes[2]?.changes.map((c) => c.key)).toEqual(['nome', 'active']);
  });

  it('skips versions whose history is missing (records older than their history)', () => {
    expect(versionChanges(v3, [entries[0] as HistoryEntry]).map((c) => c.version)).toEqual([3]);
    expect(versionChanges(v1, [])).toHaveLength(1);
  });
});

describe('restorePatch', () => {
  it('writes back only what differs, only keys the record has, never bookkeeping', () => {
    expect(restorePatch(v3, v1Stored, ['nome', 'telefone', 'active', 'createdAt', 'version'])).toEqual({
      nome: 'Ana',
      telefone: '',
      active: true,
    });
    expect(restorePatch(v3, { ...v1Stored, apelido: 'x' }, ['nome'])).toEqual({ nome: 'Ana' });
    expect(restorePatch(v3, v3, ['nome', 'telefone'])).toEqual({});
  });
});

describe('changedFields', () => {
  it('compares lists and nulls by value', () => {
    expect(changedFields({ days: [1, 3], endDate: null }, { days: [1, 3], endDate: null })).toEqual([]);
    expect(changedFields({ days: [1, 3] }, { days: [1, 4] })).toEqual([{ key: 'days', before: [1, 3], after: [1, 4] }]);
  });
});

describe('display', () => {
  it.each<[string, unknown, string]>([
    ['valorMensalidade', 320.5, 'R$\u00a0320,50'], // Intl puts a no-break space after R$
    ['dataNascimento', '2012-03-09', '09/03/2012'],
    ['active', false, 'Inativo'],
    ['optinInstagram', true, 'Sim'],
    ['days', [3, 1], 'Seg, Qua'],
    ['disciplina', 'ballet', 'Ballet Infantil'],
    ['frequencia', '2x', '2x por semana'],
    ['paymentMethod', 'pix', 'Pix'],
    ['status', 'overdue', 'Em atraso'],
    ['dataVencimento', '10', 'dia 10'],
    ['complemento', '', '—'],
    ['deletedAt', T, '24/11/2026 às 14:32'],
  ])('%s = %j reads %s', (key, value, text) => {
    expect(formatFieldValue(key, value)).toBe(text);
  });

  it('names the people a record points to', () => {
    const names: Record<string, string> = { s1: 'Ana', s2: 'Bia' };
    expect(formatFieldValue('studentIds', ['s1', 's2', 's9'], (id) => names[id] ?? id)).toBe('Ana, Bia, s9');
  });

  it('labels fields as the forms do', () => {
    expect(fieldLabel('students', 'valorMensalidade')).toBe('Valor da mensalidade');
    expect(fieldLabel('schedules', 'studentIds')).toBe('Alunos');
    expect(fieldLabel('payments', 'campoAntigo')).toBe('campoAntigo');
  });

  it('writes instants in São Paulo time', () => {
    expect(formatWhen(Date.parse('2026-01-01T02:05:00Z'))).toBe('31/12/2025 às 23:05');
  });
});

describe('changedValues: what a form changed, sent alone over a newer version', () => {
  it("leaves out a map the form did not change, whatever its keys' order as read", () => {
    const read = { condicoes: { gestacao: '', hipertensao: 'controlada' }, medicamentos: 'Nenhum' };
    const form = { condicoes: { hipertensao: 'controlada', gestacao: '' }, medicamentos: 'Losartana' };
    expect(changedValues(form, read)).toEqual({ medicamentos: 'Losartana' });
  });

  it('keeps a map that did change', () => {
    const read = { condicoes: { hipertensao: 'controlada' } };
    expect(changedValues({ condicoes: { hipertensao: '' } }, read)).toEqual({ condicoes: { hipertensao: '' } });
  });
});

describe('mergeChangedKeys: conditions kept over a newer version', () => {
  it('applies what this form marked, changed and unmarked, and keeps what the colleague marked meanwhile', () => {
    const base = { hipertensao: 'controlada', lesoes: 'joelho' };
    const mine = { hipertensao: 'desde 2020', diabetes: '' };
    const theirs = { hipertensao: 'controlada', lesoes: 'joelho', gestacao: '20 semanas' };
    expect(mergeChangedKeys(base, mine, theirs)).toEqual({
      hipertensao: 'desde 2020',
      diabetes: '',
      gestacao: '20 semanas',
    });
  });

  it('is what this form holds when nobody else changed the map', () => {
    const base = { lesoes: 'joelho' };
    expect(mergeChangedKeys(base, { artrose: '' }, base)).toEqual({ artrose: '' });
  });
});
