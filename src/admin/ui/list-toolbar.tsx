import type { ReactNode } from 'react';
import { Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import type { ListFilters } from './list-filters';
import { searchSlotProps } from './search-field';

interface Props {
  filters: ListFilters;
  onChange: (next: ListFilters) => void;
  /** What the search looks at, e.g. 'Nome, email, telefone ou disciplina'. */
  searchHint: string;
  /** The screen's 'Novo' button. */
  action?: ReactNode;
}

/** Search, 'Mostrar inativos' and the screen's 'Novo' button (SPEC 2.8, 2.9, 2.10). */
export function ListToolbar({ filters, onChange, searchHint, action }: Props) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <TextField
        label="Buscar"
        type="search"
        size="small"
        value={filters.q}
        onChange={(event) => onChange({ ...filters, q: event.target.value })}
        placeholder={searchHint}
        sx={{ flexGrow: 1, maxWidth: { sm: 420 } }}
        slotProps={searchSlotProps}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={filters.inactive}
            onChange={(event) => onChange({ ...filters, inactive: event.target.checked })}
          />
        }
        label="Mostrar inativos"
      />
      {action}
    </Stack>
  );
}
