import { describe, expect, it } from 'vitest';
import { readAgendaState, writeAgendaState, type AgendaState } from './agenda-url';

const initial: AgendaState = { view: 'dia', date: '', instructorId: '', studentId: '', all: false, gradeBy: '' };

describe('agenda state in the URL', () => {
  it.each([
    ['', initial],
    ['vista=semana&data=2026-11-23', { ...initial, view: 'semana', date: '2026-11-23' }],
    ['vista=mes&instrutor=i1&aluno=s1', { ...initial, view: 'mes', instructorId: 'i1', studentId: 's1' }],
    ['todas=1', { ...initial, all: true }],
    ['vista=grade&grade=dia', { ...initial, view: 'grade', gradeBy: 'dia' }],
    ['vista=ano&data=2026-02-30&todas=sim&grade=mes', initial], // unknown view, impossible date, bad flags
    ['instrutor=i%201&aluno=abc%2Fdef', initial], // no document's id
  ] as const)('reads ?%s', (query, expected) => {
    expect(readAgendaState(new URLSearchParams(query))).toEqual(expected);
  });

  it('writes only what differs from the default, and reads it back', () => {
    expect(writeAgendaState(initial).toString()).toBe('');
    const state: AgendaState = {
      view: 'mes',
      date: '2027-01-31',
      instructorId: 'i-1',
      studentId: 's_2',
      all: true,
      gradeBy: 'semana',
    };
    const query = writeAgendaState(state).toString();
    expect(query).toBe('vista=mes&data=2027-01-31&instrutor=i-1&aluno=s_2&todas=1&grade=semana');
    expect(readAgendaState(new URLSearchParams(query))).toEqual(state);
  });
});
