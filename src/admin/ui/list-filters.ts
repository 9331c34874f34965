// The filters every list screen has: a search text and 'Mostrar inativos', kept in the URL as
// ?q=ana&inativos=1.
export interface ListFilters {
  q: string;
  inactive: boolean;
}

export function readListFilters(params: URLSearchParams): ListFilters {
  return { q: params.get('q') ?? '', inactive: params.get('inativos') === '1' };
}

export function writeListFilters(filters: ListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.inactive) params.set('inativos', '1');
  return params;
}
