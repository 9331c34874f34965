import { describe, expect, it } from 'vitest';
import { readListFilters, withFilters, writeListFilters } from './list-filters';

describe('list filters in the URL', () => {
  it.each([
    ['', { q: '', inactive: false, page: 0 }],
    ['?q=jo%C3%A3o', { q: 'joão', inactive: false, page: 0 }],
    ['?inativos=1', { q: '', inactive: true, page: 0 }],
    ['?q=ana&inativos=1', { q: 'ana', inactive: true, page: 0 }],
    ['?inativos=sim', { q: '', inactive: false, page: 0 }],
    ['?pagina=3', { q: '', inactive: false, page: 2 }],
    ['?pagina=1', { q: '', inactive: false, page: 0 }],
    ['?pagina=0', { q: '', inactive: false, page: 0 }],
    ['?pagina=-2', { q: '', inactive: false, page: 0 }],
    ['?pagina=2.5', { q: '', inactive: false, page: 0 }],
    ['?pagina=dois', { q: '', inactive: false, page: 0 }],
  ])('reads %s', (search, filters) => {
    expect(readListFilters(new URLSearchParams(search))).toEqual(filters);
  });

  it('writes only what is set, and reads back what it wrote', () => {
    expect(writeListFilters({ q: '', inactive: false, page: 0 }).toString()).toBe('');
    const params = writeListFilters({ q: 'maria josé', inactive: true, page: 1 });
    expect(params.toString()).toBe('q=maria+jos%C3%A9&inativos=1&pagina=2');
    expect(readListFilters(params)).toEqual({ q: 'maria josé', inactive: true, page: 1 });
  });

  it('starts again at the first page when the search or Mostrar inativos changes', () => {
    const filters = { q: 'ana', inactive: false, page: 2 };
    expect(withFilters(filters, { q: 'an' })).toEqual({ q: 'an', inactive: false, page: 0 });
    expect(withFilters(filters, { inactive: true })).toEqual({ q: 'ana', inactive: true, page: 0 });
  });
});
