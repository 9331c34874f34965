import type { GridColDef } from '@mui/x-data-grid';
import type { StudentRecord } from '../../data/students-repo';
import { ageOn, todayIso } from '../../domain/dates';
import { disciplineLabel } from '../../domain/enums';

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
