import { useMemo } from 'react';
import { Autocomplete, Stack, TextField } from '@mui/material';
import { isActiveRecord } from './use-agenda-data';

interface Person {
  id: string;
  nome: string;
  active?: boolean;
}

interface People {
  data: readonly Person[];
  loading: boolean;
}

interface PersonFilterProps {
  label: string;
  people: People;
  value: string;
  onChange: (id: string) => void;
  /** The list was opened (its people may be read only then). */
  onOpen?: () => void;
}

/**
 * A searchable choice of one person; the chosen one stays listed even if inactive since. Until the
 * people have arrived it says so, rather than showing a filter from the URL as empty.
 */
function PersonFilter({ label, people, value, onChange, onOpen }: PersonFilterProps) {
  const options = useMemo(() => people.data.filter((p) => isActiveRecord(p) || p.id === value), [people.data, value]);
  const selected = options.find((p) => p.id === value) ?? null;
  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: 240, flex: 1 }}
      options={options}
      loading={people.loading}
      loadingText="Carregando..."
      disabled={people.loading && value !== ''}
      value={selected}
      getOptionLabel={(p) => p.nome}
      getOptionKey={(p) => p.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, person) => onChange(person?.id ?? '')}
      onOpen={onOpen}
      noOptionsText="Ninguém encontrado"
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}

interface Props {
  instructors: People;
  students: People;
  instructorId: string;
  studentId: string;
  onChange: (filters: { instructorId: string; studentId: string }) => void;
  onOpenStudents?: () => void;
}

/** Filters of every view; both may be set at once. */
export function AgendaFilters({ instructors, students, instructorId, studentId, onChange, onOpenStudents }: Props) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <PersonFilter
        label="Filtrar por instrutor"
        people={instructors}
        value={instructorId}
        onChange={(id) => onChange({ instructorId: id, studentId })}
      />
      <PersonFilter
        label="Filtrar por aluno"
        people={students}
        value={studentId}
        onChange={(id) => onChange({ instructorId, studentId: id })}
        onOpen={onOpenStudents}
      />
    </Stack>
  );
}
