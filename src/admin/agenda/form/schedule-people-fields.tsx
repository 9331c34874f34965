import { Grid } from '@mui/material';
import type { Control } from 'react-hook-form';
import type { StudentRecord } from '../../../data/students-repo';
import { disciplineOptions } from '../../../domain/enums';
import type { ScheduleFormValues } from '../../../domain/schedule-form';
import { FormSelect, type Option } from '../../ui/form-select';
import { StudentPicker } from './student-picker';

interface Props {
  control: Control<ScheduleFormValues>;
  instructors: readonly Option[];
  students: readonly StudentRecord[];
  studentsLoading?: boolean;
  studentsError?: Error | null;
  /** Only an admin changes who teaches a class already made (who teaches takes its roll call). */
  instructorLocked?: boolean;
  /** A new class of an instrutor: the choice is said to be final for them. */
  instructorFinal?: boolean;
}

/** Tab 'Instrutor e Alunos'. */
export function SchedulePeopleFields({
  control,
  instructors,
  students,
  studentsLoading,
  studentsError,
  instructorLocked,
  instructorFinal,
}: Props) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect
          control={control}
          name="instructorId"
          label="Instrutor"
          options={instructors}
          emptyLabel="Selecione"
          fullWidth
          disabled={instructorLocked}
          helperText={
            instructorLocked
              ? 'Só um administrador troca o instrutor.'
              : instructorFinal
                ? 'Depois de salvar, só um administrador troca o instrutor.'
                : undefined
          }
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect
          control={control}
          name="discipline"
          label="Disciplina"
          options={disciplineOptions}
          emptyLabel="Selecione"
          fullWidth
        />
      </Grid>
      <Grid size={12}>
        <StudentPicker control={control} students={students} loading={studentsLoading} error={studentsError} />
      </Grid>
    </Grid>
  );
}
