import { describe, expect, it } from 'vitest';
import { readListFilters, withFilters, writeListFilters } from './list-filters';

const none = { q: '', inactive: false, page: 0, pageSize: 100, sort: '' };

describe('list filters in the URL', () => {
  it.each([
    ['', none],
    ['?q=jo%C3%A3o', { ...none, q: 'joão' }],
    ['?inativos=1', { ...none, inactive: true }],
    ['?q=ana&inativos=1', { ...none, q: 'ana', inactive: true }],
    ['?inativos=sim', none],
    ['?pagina=3', { ...none, page: 2 }],
    ['?pagina=1', none],
    ['?pagina=0', none],
    ['?pagina=-2', none],
    ['?pagina=2.5', none],
    ['?pagina=dois', none],
    ['?porPagina=25', { ...none, pageSize: 25 }],
    ['?porPagina=50', { ...none, pageSize: 50 }],
    ['?porPagina=30', none], // not one the table offers
    ['?ordem=nome', { ...none, sort: 'nome' }],
    ['?ordem=-nome', { ...none, sort: '-nome' }],
    ['?ordem=nome%3Bx', none],
  ])('reads %s', (search, filters) => {
    expect(readListFilters(new URLSearchParams(search))).toEqual(filters);
  });

  it('writes only what is set, and reads back what it wrote', () => {
    expect(writeListFilters(none).toString()).toBe('');
    const filters = { q: 'maria josé', inactive: true, page: 1, pageSize: 25, sort: '-nome' };
    const params = writeListFilters(filters);
    expect(params.toString()).toBe('q=maria+jos%C3%A9&inativos=1&pagina=2&porPagina=25&ordem=-nome');
    expect(readListFilters(params)).toEqual(filters);
  });

  it('starts again at the first page when the search or Mostrar inativos changes, same size and order', () => {
    const filters = { ...none, q: 'ana', page: 2, pageSize: 25, sort: 'nome' };
    expect(withFilters(filters, { q: 'an' })).toEqual({ ...filters, q: 'an', page: 0 });
    expect(withFilters(filters, { inactive: true })).toEqual({ ...filters, inactive: true, page: 0 });
  });
});
