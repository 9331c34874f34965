import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useStudentNames } from '../../data/hooks';
import { live } from '../testing/factories';
import { useStudentNamesOf } from './use-agenda-data';

vi.mock('../../data/hooks', () => ({ useStudentNames: vi.fn(), preload: {} }));

const arrived = live<ReadonlyMap<string, string>>(new Map([['ana', 'Ana Souza']]));
const reading = live<ReadonlyMap<string, string>>(new Map(), { loading: true });

describe('useStudentNamesOf', () => {
  it('is ready once the names arrive, and stays so while a student added later is read', () => {
    vi.mocked(useStudentNames).mockReturnValue(reading);
    const { result, rerender } = renderHook(({ ids, subject }) => useStudentNamesOf(ids, subject), {
      initialProps: { ids: ['ana'], subject: '2026-11-23' },
    });
    expect(result.current.ready).toBe(false);

    vi.mocked(useStudentNames).mockReturnValue(arrived);
    rerender({ ids: ['ana'], subject: '2026-11-23' });
    expect(result.current.ready).toBe(true);
    expect(result.current.of('ana')).toBe('Ana Souza');

    // Bia enrolled in a class of the same day: the list stays, Bia shows '…' until her name arrives.
    vi.mocked(useStudentNames).mockReturnValue(reading);
    rerender({ ids: ['ana', 'bia'], subject: '2026-11-23' });
    expect(result.current.ready).toBe(true);
    expect(result.current.of('ana')).toBe('Ana Souza');
    expect(result.current.of('bia')).toBe('…');

    // Another day whose names are not known yet: not ready.
    rerender({ ids: ['caio'], subject: '2026-11-24' });
    expect(result.current.ready).toBe(false);
  });

  it("names an id nobody has '—' once the server has answered", () => {
    vi.mocked(useStudentNames).mockReturnValue(arrived);
    const { result } = renderHook(() => useStudentNamesOf(['ana', 'gone'], 'day'));
    expect(result.current.ready).toBe(true);
    expect(result.current.of('gone')).toBe('—');
  });
});
