import { describe, expect, it } from 'vitest';
import { alertSummary, alertText, alertsByStudent } from './record-alert';

describe('health alerts', () => {
  it('shows nothing for a record without restrictions', () => {
    expect(alertText({ restricoes: '  \n ' })).toBeNull();
    expect(alertText(null)).toBeNull();
  });

  it('shows the restrictions as written', () => {
    expect(alertText({ restricoes: ' Evitar flexão\nSem impacto ' })).toBe('Evitar flexão\nSem impacto');
  });

  it('summarises the first line', () => {
    expect(alertSummary('Evitar flexão\nSem impacto')).toBe('Evitar flexão');
    expect(alertSummary('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`);
  });

  it('keeps only the students with something to show', () => {
    const map = alertsByStudent([
      { id: 's1', restricoes: 'Evitar flexão' },
      { id: 's2', restricoes: '' },
    ]);
    expect([...map]).toEqual([['s1', 'Evitar flexão']]);
  });
});
