import type { GridColDef } from '@mui/x-data-grid';
import type { InstructorRecord } from '../../data/instructors-repo';
import { disciplineLabel } from '../../domain/enums';

/** The columns of the Instrutores table (Situação and the actions come from RecordsGrid). */
export const instructorColumns: GridColDef<InstructorRecord>[] = [
  { field: 'nome', headerName: 'Nome', flex: 1.5, minWidth: 160 },
  { field: 'telefone', headerName: 'Telefone', flex: 1, minWidth: 140 },
  { field: 'email', headerName: 'Email', flex: 1.5, minWidth: 180 },
  {
    field: 'disciplinas',
    headerName: 'Disciplinas',
    flex: 2,
    minWidth: 180,
    sortable: false,
    valueGetter: (_value, row) => row.disciplinas.map((d) => disciplineLabel(d, '')).join(', '),
  },
];

/** Hidden on a phone. */
export const instructorSecondaryColumns = ['telefone', 'email', 'disciplinas'];
