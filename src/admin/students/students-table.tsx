import { Box } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { StudentRecord } from '../../data/students-repo';
import { ageOn, todayIso } from '../../domain/dates';
import { disciplineLabel } from '../../domain/enums';
import { ClippedText } from '../ui/clipped-text';
import { HealthAlert } from '../ui/health-alert';

/** The columns of the Alunos table (Situação and the actions come from RecordsGrid). */
export const studentColumns: GridColDef<StudentRecord>[] = [
  { field: 'nome', headerName: 'Nome', flex: 2, minWidth: 160 },
  { field: 'telefone', headerName: 'Telefone', flex: 1, minWidth: 140 },
  { field: 'email', headerName: 'Email', flex: 1.5, minWidth: 180 },
  {
    field: 'disciplina',
    headerName: 'Disciplina',
    flex: 1,
    minWidth: 130,
    valueGetter: (_value, row) => disciplineLabel(row.disciplina, ''),
  },
  {
    field: 'idade',
    headerName: 'Idade',
    width: 80,
    type: 'number',
    valueGetter: (_value, row) => ageOn(row.dataNascimento, todayIso()),
  },
];

/** Hidden on a phone, where the name and the actions are what fits. */
export const studentSecondaryColumns = ['telefone', 'email', 'disciplina', 'idade'];

/** The columns with the health alert beside the name of each student who has restrictions. */
export function studentColumnsWithAlerts(texts: ReadonlyMap<string, string>): GridColDef<StudentRecord>[] {
  return studentColumns.map((column) =>
    column.field === 'nome'
      ? {
          ...column,
          renderCell: ({ row }) => {
            const text = texts.get(row.id);
            return (
              // A long name is cut with '…' (whole in its title) and the alert stays in view beside it.
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, maxWidth: '100%' }}>
                <ClippedText text={row.nome} />
                {text && <HealthAlert name={row.nome} text={text} />}
              </Box>
            );
          },
        }
      : column,
  );
}
