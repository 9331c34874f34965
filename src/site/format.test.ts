import { describe, expect, it } from 'vitest';
import { formatHours, formatTime } from './format';

describe('formatTime', () => {
  it.each([
    ['06:30', '6h30'],
    ['21:00', '21h'],
    ['00:00', '0h'],
    ['12:05', '12h05'],
  ])('%s → %s', (input, expected) => expect(formatTime(input)).toBe(expected));

  it('formats a range', () => expect(formatHours('08:00', '12:00')).toBe('8h às 12h'));
});
