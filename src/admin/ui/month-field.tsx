import { useState } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import { YEAR_TYPO_MESSAGE } from '../../domain/form-fields';

const monthNames = Array.from({ length: 12 }, (_, i) =>
  new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, i, 15))),
);

interface Props {
  /** The month select's label ('Mês do fechamento'); the year is 'Ano'. */
  label: string;
  /** 'YYYY-MM'. */
  value: string;
  /** Called with a whole 'YYYY-MM' only (never while the year is half typed). */
  onChange: (month: string) => void;
  disabled?: boolean;
  size?: 'small' | 'medium';
  /** Whether the year as typed is whole: while it is not, `value` is still the month before. */
  onYearTyped?: (whole: boolean) => void;
  /** The years that make sense here (from 1900 on when not given); another is taken for a typo. */
  years?: { from: number; to: number };
}

/** What is wrong with a year as typed, or null. */
function yearProblem(typed: string, years: { from: number; to: number }): string | null {
  if (!/^\d{4}$/.test(typed)) return 'Informe o ano com 4 dígitos';
  const year = Number(typed);
  return year < years.from || year > years.to ? YEAR_TYPO_MESSAGE : null;
}

const anyYear = { from: 1900, to: 9999 };

/**
 * A month as a month select and a four-digit year: `<input type="month">` is a bare text box in
 * Safari and Firefox on a computer, where a half-typed value fell back to the current month.
 */
export function MonthField({ label, value, onChange, disabled, size, onYearTyped, years = anyYear }: Props) {
  const [year, month] = [value.slice(0, 4), value.slice(5, 7)];
  const [typed, setTyped] = useState(year);
  const [shownFor, setShownFor] = useState(value);
  if (shownFor !== value) {
    setShownFor(value);
    setTyped(year);
  }
  const yearError = yearProblem(typed, years);
  return (
    <Stack direction="row" spacing={1} role="group" aria-label={label}>
      <TextField
        select
        size={size}
        label={label}
        value={month}
        disabled={disabled}
        onChange={(event) => {
          // A half-typed year gives way to the whole one the month goes with.
          setTyped(year);
          onYearTyped?.(true);
          onChange(`${year}-${event.target.value}`);
        }}
        sx={{ minWidth: 150 }}
      >
        {monthNames.map((name, i) => (
          <MenuItem key={name} value={String(i + 1).padStart(2, '0')}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size={size}
        label="Ano"
        value={typed}
        disabled={disabled}
        error={yearError !== null}
        helperText={yearError}
        onChange={(event) => {
          const next = event.target.value.replace(/\D/g, '').slice(0, 4);
          setTyped(next);
          const whole = yearProblem(next, years) === null;
          onYearTyped?.(whole);
          if (whole) onChange(`${next}-${month}`);
        }}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
        sx={{ width: 110 }}
      />
    </Stack>
  );
}
