// The filters every list screen has: a search text and 'Mostrar inativos', and the table's page,
// kept in the URL as ?q=ana&inativos=1&pagina=2 (so Back from a record returns to the same page).
export interface ListFilters {
  q: string;
  inactive: boolean;
  /** The table's page, 0 for the first (?pagina=2 is the second; the first has no ?pagina). */
  page: number;
}

/** A page from the URL: a whole number from 1; anything else is the first page. */
function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page - 1 : 0;
}

export function readListFilters(params: URLSearchParams): ListFilters {
  return { q: params.get('q') ?? '', inactive: params.get('inativos') === '1', page: readPage(params.get('pagina')) };
}

export function writeListFilters(filters: ListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.inactive) params.set('inativos', '1');
  if (filters.page > 0) params.set('pagina', String(filters.page + 1));
  return params;
}

/** Another search or 'Mostrar inativos': the table starts again at its first page. */
export const withFilters = (filters: ListFilters, change: Partial<Omit<ListFilters, 'page'>>): ListFilters => ({
  ...filters,
  ...change,
  page: 0,
});
