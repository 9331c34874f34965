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
  /** Listed even when inactive: people who still have an active class. */
  withClasses?: ReadonlySet<string>;
  onChange: (id: string) => void;
  /** The list was opened (its people may be read only then). */
  onOpen?: () => void;
}

/**
 * A searchable choice of one person; the chosen one stays listed even if inactive since, and so does
 * one inactive who still has active classes (to find them, e.g. to give them to someone else). Until
 * the people have arrived it says so, rather than showing a filter from the URL as empty.
 */
function PersonFilter({ label, people, value, withClasses, onChange, onOpen }: PersonFilterProps) {
  const options = useMemo(() => {
    const listed = people.data.filter((p) => isActiveRecord(p) || p.id === value || withClasses?.has(p.id));
    // A filter from a link whose person nobody has (a typo, another studio's link): shown as '—', so it
    // can be seen and cleared, instead of an empty box over an empty agenda.
    const unknown = !people.loading && value !== '' && !people.data.some((p) => p.id === value);
    return unknown ? [...listed, { id: value, nome: '—' }] : listed;
  }, [people.data, people.loading, value, withClasses]);
  const selected = options.find((p) => p.id === value) ?? null;
  // A filter from the URL whose name has not arrived: said in the box, not an empty one.
  const waiting = people.loading && value !== '';
  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: 240, flex: 1 }}
      options={options}
      loading={people.loading}
      loadingText="Carregando..."
      disabled={waiting}
      value={selected}
      getOptionLabel={(p) => p.nome}
      getOptionKey={(p) => p.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, person) => onChange(person?.id ?? '')}
      onOpen={onOpen}
      noOptionsText="Ninguém encontrado"
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={waiting ? 'Carregando...' : undefined}
          slotProps={{
            ...params.slotProps,
            inputLabel: { ...params.slotProps.inputLabel, shrink: waiting || undefined },
          }}
        />
      )}
    />
  );
}

interface Props {
  instructors: People;
  students: People;
  /** The active classes: their people are listed even when inactive. */
  schedules: readonly { active: boolean; instructorId: string; studentIds: readonly string[] }[];
  instructorId: string;
  studentId: string;
  onChange: (filters: { instructorId: string; studentId: string }) => void;
  onOpenStudents?: () => void;
}

/** Filters of every view; both may be set at once. */
export function AgendaFilters({
  instructors,
  students,
  schedules,
  instructorId,
  studentId,
  onChange,
  onOpenStudents,
}: Props) {
  const active = useMemo(() => schedules.filter((s) => s.active), [schedules]);
  const teaching = useMemo(() => new Set(active.map((s) => s.instructorId)), [active]);
  const enrolled = useMemo(() => new Set(active.flatMap((s) => s.studentIds)), [active]);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <PersonFilter
        label="Filtrar por instrutor"
        people={instructors}
        withClasses={teaching}
        value={instructorId}
        onChange={(id) => onChange({ instructorId: id, studentId })}
      />
      <PersonFilter
        label="Filtrar por aluno"
        people={students}
        withClasses={enrolled}
        value={studentId}
        onChange={(id) => onChange({ instructorId, studentId: id })}
        onOpen={onOpenStudents}
      />
    </Stack>
  );
}
