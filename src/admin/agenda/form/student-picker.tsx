import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Chip, FormHelperText, Stack, TextField, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { Controller, type Control } from 'react-hook-form';
import type { StudentRecord } from '../../../data/students-repo';
import { messageForError } from '../../../domain/auth-errors';
import type { ScheduleFormValues } from '../../../domain/schedule-form';
import { searchIndex } from '../../../domain/search';
import { searchSlotProps } from '../../ui/search-field';
import { visuallyHidden } from '../../ui/visually-hidden';

interface Props {
  control: Control<ScheduleFormValues>;
  /** Active students, plus any the class already has. */
  students: readonly StudentRecord[];
  /** The students are still arriving (the agenda reads them when the form opens). */
  loading?: boolean;
  /** Their read failed: said here, where an empty list would read as no student at all. */
  error?: Error | null;
}

const toggle = (list: readonly string[], id: string) =>
  list.includes(id) ? list.filter((s) => s !== id) : [...list, id];

/** Name search (accent-insensitive) and one toggle chip per student, in a list at most 10rem high. */
export function StudentPicker({ control, students, loading = false, error = null }: Props) {
  const [query, setQuery] = useState('');
  const search = useMemo(() => searchIndex(students, (s) => ({ text: [s.nome] })), [students]);
  const shown = useMemo(() => search(query), [search, query]);
  // One Tab stop for the whole list (a busy studio lists 600 students), the arrows, Home and End
  // within it: the chip last reached keeps the stop.
  const groupRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const hintId = useId();
  const errorId = useId();
  const stop = Math.min(current, shown.length - 1);
  const moveFocus = (event: KeyboardEvent) => {
    const chips = [...(groupRef.current?.querySelectorAll<HTMLElement>('[role="button"]') ?? [])];
    const at = chips.indexOf(event.target as HTMLElement);
    const step: Record<string, number> = { ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1 };
    const to = event.key === 'Home' ? 0 : event.key === 'End' ? chips.length - 1 : step[event.key];
    if (at < 0 || to === undefined || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    chips[Math.max(0, Math.min(chips.length - 1, to))]?.focus();
  };
  return (
    <Controller
      control={control}
      name="studentIds"
      render={({ field, fieldState }) => {
        const chosen = field.value ?? [];
        return (
          <Stack spacing={1}>
            <TextField
              size="small"
              label="Alunos / Pacientes"
              placeholder="Buscar por nome..."
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              // Enter would submit the form around it (saving the class without the student sought):
              // it picks the one student found instead, and otherwise does nothing.
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                const [only, ...more] = shown;
                if (!only || more.length > 0 || chosen.includes(only.id)) return;
                field.onChange([...chosen, only.id]);
                setQuery('');
              }}
              inputRef={field.ref}
              // A failed save focuses the search: it says what is missing.
              error={fieldState.error !== undefined}
              slotProps={{
                ...searchSlotProps,
                htmlInput: { 'aria-describedby': fieldState.error ? errorId : undefined },
              }}
            />
            <Box
              ref={groupRef}
              role="group"
              aria-label="Alunos"
              aria-describedby={hintId}
              onKeyDown={moveFocus}
              sx={{ maxHeight: '10rem', overflowY: 'auto', display: 'flex', flexWrap: 'wrap', gap: 1, p: 0.5 }}
            >
              {shown.length === 0 && error && (
                <Typography variant="body2" role="alert" sx={{ color: 'error.main' }}>
                  Não foi possível carregar os alunos. {messageForError(error, 'Tente recarregar a página.')}
                </Typography>
              )}
              {shown.length === 0 && !error && (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {loading
                    ? 'Carregando alunos...'
                    : query.trim()
                      ? `Nenhum aluno encontrado para "${query}"`
                      : 'Nenhum aluno ativo cadastrado.'}
                </Typography>
              )}
              {shown.map((student, index) => {
                const on = chosen.includes(student.id);
                return (
                  <Chip
                    key={student.id}
                    label={student.nome}
                    icon={on ? <CheckIcon /> : undefined}
                    color={on ? 'primary' : 'default'}
                    variant={on ? 'filled' : 'outlined'}
                    onClick={() => field.onChange(toggle(chosen, student.id))}
                    aria-pressed={on}
                    role="button"
                    tabIndex={index === stop ? 0 : -1}
                    onFocus={() => setCurrent(index)}
                  />
                );
              })}
            </Box>
            <Typography id={hintId} sx={visuallyHidden}>
              Use as setas para percorrer a lista e Espaço para marcar ou desmarcar.
            </Typography>
            <Typography variant="body2">Selecionados: {chosen.length} aluno(s)</Typography>
            {fieldState.error && (
              <FormHelperText id={errorId} error>
                {fieldState.error.message}
              </FormHelperText>
            )}
          </Stack>
        );
      }}
    />
  );
}
