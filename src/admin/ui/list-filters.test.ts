import { describe, expect, it } from 'vitest';
import { readListFilters, writeListFilters } from './list-filters';

describe('list filters in the URL', () => {
  it.each([
    ['', { q: '', inactive: false }],
    ['?q=jo%C3%A3o', { q: 'joão', inactive: false }],
    ['?inativos=1', { q: '', inactive: true }],
    ['?q=ana&inativos=1', { q: 'ana', inactive: true }],
    ['?inativos=sim', { q: '', inactive: false }],
  ])('reads %s', (search, filters) => {
    expect(readListFilters(new URLSearchParams(search))).toEqual(filters);
  });

  it('writes only what is set, and reads back what it wrote', () => {
    expect(writeListFilters({ q: '', inactive: false }).toString()).toBe('');
    const params = writeListFilters({ q: 'maria josé', inactive: true });
    expect(params.toString()).toBe('q=maria+jos%C3%A9&inativos=1');
    expect(readListFilters(params)).toEqual({ q: 'maria josé', inactive: true });
  });
});
