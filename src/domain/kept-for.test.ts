import { describe, expect, it, vi } from 'vitest';
import { keptFor } from './kept-for';

describe('keptFor', () => {
  it('computes once for the same inputs, again when an input or the tag changes', () => {
    const students = [{ nome: 'Ana' }];
    const summaries = new Map();
    const compute = vi.fn(() => ({ rows: students.length }));
    const first = keptFor(students, summaries, '2026-11-25', compute);
    expect(keptFor(students, summaries, '2026-11-25', compute)).toBe(first);
    expect(compute).toHaveBeenCalledTimes(1);

    expect(keptFor(students, summaries, '2026-11-26', compute)).not.toBe(first); // a new day
    expect(keptFor([...students], summaries, '2026-11-26', compute)).not.toBe(first); // a new snapshot
    expect(keptFor(students, new Map(), '2026-11-26', compute)).not.toBe(first);
    expect(compute).toHaveBeenCalledTimes(4);
  });
});
