import type { ReactNode } from 'react';
import { Box, Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { withFilters, type ListFilters } from './list-filters';
import { searchSlotProps } from './search-field';
import { visuallyHidden } from './visually-hidden';

interface Props {
  filters: ListFilters;
  onChange: (next: ListFilters) => void;
  /** What the search looks at, e.g. 'Nome, email, telefone ou disciplina'. */
  searchHint: string;
  /** The screen's 'Novo' button. */
  action?: ReactNode;
  /** How many records the table shows (undefined while they load): said to screen readers as the search changes. */
  resultCount?: number;
}

/** '3 resultados', '1 resultado', 'Nenhum resultado'. */
function resultCountText(count: number): string {
  if (count === 0) return 'Nenhum resultado';
  return count === 1 ? '1 resultado' : `${count} resultados`;
}

/** Search, 'Mostrar inativos' and the screen's 'Novo' button (SPEC 2.8, 2.9, 2.10). */
export function ListToolbar({ filters, onChange, searchHint, action, resultCount }: Props) {
  const searching = filters.q.trim() !== '' && resultCount !== undefined;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <TextField
        label="Buscar"
        type="search"
        size="small"
        value={filters.q}
        onChange={(event) => onChange(withFilters(filters, { q: event.target.value }))}
        placeholder={searchHint}
        sx={{ flexGrow: 1, maxWidth: { sm: 420 } }}
        slotProps={searchSlotProps}
      />
      {/* Always in the page, so a change of its text is announced (a live region added with its text is not). */}
      <Box role="status" sx={visuallyHidden}>
        {searching ? resultCountText(resultCount) : ''}
      </Box>
      <FormControlLabel
        control={
          <Checkbox
            checked={filters.inactive}
            onChange={(event) => onChange(withFilters(filters, { inactive: event.target.checked }))}
          />
        }
        label="Mostrar inativos"
      />
      {action}
    </Stack>
  );
}
