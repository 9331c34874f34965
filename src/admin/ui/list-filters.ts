// The filters every list screen has: a search text and 'Mostrar inativos', and how its table is seen —
// its page, rows per page and sorted column — kept in the URL as ?q=ana&inativos=1&pagina=2&porPagina=25
// &ordem=-nome (so Back from a record returns to the same rows).

/** How a table is seen: its page (0 for the first), rows per page, and the column sorted ('-' first: descending). */
export interface TableView {
  page: number;
  pageSize: number;
  /** 'nome', '-nome', or '' for the screen's own order. */
  sort: string;
}

export interface ListFilters extends TableView {
  q: string;
  inactive: boolean;
}

/** The rows per page a table offers; the last is the default (not written in the URL). */
export const PAGE_SIZES = [25, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 100;

/** A page from the URL: a whole number from 1; anything else is the first page. */
function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page - 1 : 0;
}

const readPageSize = (value: string | null): number =>
  PAGE_SIZES.find((size) => String(size) === value) ?? DEFAULT_PAGE_SIZE;

/** A column's field, maybe after '-': anything else is no sort (the screen's own order). */
const readSort = (value: string | null): string => (value && /^-?[A-Za-z]{1,40}$/.test(value) ? value : '');

export function readListFilters(params: URLSearchParams): ListFilters {
  return {
    q: params.get('q') ?? '',
    inactive: params.get('inativos') === '1',
    page: readPage(params.get('pagina')),
    pageSize: readPageSize(params.get('porPagina')),
    sort: readSort(params.get('ordem')),
  };
}

export function writeListFilters(filters: ListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.inactive) params.set('inativos', '1');
  if (filters.page > 0) params.set('pagina', String(filters.page + 1));
  if (filters.pageSize !== DEFAULT_PAGE_SIZE) params.set('porPagina', String(filters.pageSize));
  if (filters.sort) params.set('ordem', filters.sort);
  return params;
}

/** Another search or 'Mostrar inativos': the table starts again at its first page (same size and order). */
export const withFilters = (
  filters: ListFilters,
  change: Partial<Pick<ListFilters, 'q' | 'inactive'>>,
): ListFilters => ({
  ...filters,
  ...change,
  page: 0,
});
