import { useEffect, useRef, type ReactNode } from 'react';
import { Box, Button, Chip, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { ClassOnDate } from '../../../domain/class-days';
import { LATE_NOTICE_TEXT, isLateNotice } from '../../../domain/make-up';
import { attendanceLabels, attendanceStatuses, type AttendanceStatus } from '../../../domain/occurrence';

export interface RollCallActions {
  mark: (studentId: string, status: AttendanceStatus) => void;
  notice: (studentId: string) => void;
  /** 'Desfazer aviso' (asks first). */
  undoNotice: (studentId: string) => void;
  book: (studentId: string) => void;
  /** 'Cancelar reposição' of a guest (asks first). */
  cancelBooking: (studentId: string) => void;
}

interface Props {
  item: ClassOnDate;
  studentId: string;
  name: string;
  guest: boolean;
  /** The class has started: Presente / Falta / Falta justificada; before, only notices. */
  started: boolean;
  /** This user marks this class (its instructor's login, or an admin). */
  canMark: boolean;
  busy: boolean;
  /** What this device just tapped for the student, shown before its save settles. */
  tapped?: AttendanceStatus;
  actions: RollCallActions;
  /** The health alert's icon (issue 16), for readers of the student's record. */
  alert?: ReactNode;
  /** Where the credit this class gave the student was booked ('Reposição agendada para …'), if it was. */
  booking?: string;
}

const guestStatuses = attendanceStatuses.filter((s) => s !== 'justificada');

/** The colour of each mark once chosen. */
const markTones: Record<AttendanceStatus, 'primary' | 'error' | 'warning'> = {
  presente: 'primary',
  falta: 'error',
  justificada: 'warning',
};

// The mark chosen, filled (the dark theme's own selected tint barely told it from the others), in its
// own colour: an absence all green read as a presence at a glance.
const selectedMarks = Object.fromEntries(
  attendanceStatuses.map((s) => [
    `& .MuiToggleButton-root.Mui-selected[value="${s}"], & .MuiToggleButton-root.Mui-selected[value="${s}"]:hover`,
    { bgcolor: `${markTones[s]}.main`, color: `${markTones[s]}.contrastText` },
  ]),
);

// A phone's touch target (44 px, as the roll call's own buttons): small text buttons were hard to hit.
const touchTarget = { minHeight: { xs: 44, sm: 'auto' } } as const;

/**
 * Whether focus was lost, and may be moved without taking it from where the user went: it is on the
 * page's <body>, or on what holds `row` (the class's details take it back there: MUI's focus trap).
 */
export function focusLost(row: HTMLElement | null): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active.contains(row);
}

/** One student of the roll call: one tap sets the status; a phone shows the three buttons full width. */
export function RollCallRow(props: Props) {
  const { item, studentId, name, guest, started, canMark, busy, tapped, actions, alert, booking } = props;
  const o = item.occurrence;
  const status = tapped ?? o?.attendance[studentId] ?? null;
  const noticed = o !== null && studentId in o.notices;
  const justified = noticed && o.attendance[studentId] === 'justificada';
  // A late notice earned no credit: if the student comes after all, the roll call says so.
  const marks = started && !item.cancelled && (!noticed || !justified);
  // A credit to book: a notice in time's, or — the studio cancelled — every enrolled student's, a late
  // notice's too (cancelClass). Once booked, where it was instead (its notice then stays: the booking
  // is cancelled first, where it is).
  const book =
    !guest &&
    !started &&
    (justified || item.cancelled) &&
    (booking ? (
      <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
        {booking}
      </Typography>
    ) : (
      <Button size="small" onClick={() => actions.book(studentId)} disabled={busy} sx={touchTarget}>
        Agendar reposição
      </Button>
    ));
  // 'Avisar falta' is disabled while it saves and then gives way to 'Desfazer aviso' (and back, once a
  // notice is undone): focus would fall to the page. Once what was asked here shows and the saves have
  // settled, focus goes to the button that replaced the one pressed (or to the row).
  const rowRef = useRef<HTMLLIElement>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  const noticeRef = useRef<HTMLButtonElement>(null);
  const asked = useRef<'notice' | 'undo' | null>(null);
  useEffect(() => {
    if (busy || asked.current !== (noticed ? 'notice' : 'undo')) return;
    asked.current = null;
    if (focusLost(rowRef.current)) ((noticed ? undoRef : noticeRef).current ?? rowRef.current)?.focus();
  }, [noticed, busy]);
  // 'Agendar reposição' gives way to where it was booked once the booking arrives: focus, lost with
  // the button, goes to the row (the booking's dialog, closing before, does the same: roll-call.tsx).
  const wasBooked = useRef(booking !== undefined);
  useEffect(() => {
    const booked = booking !== undefined;
    if (booked && !wasBooked.current && focusLost(rowRef.current)) rowRef.current?.focus();
    wasBooked.current = booked;
  }, [booking]);
  return (
    <Stack
      component="li"
      ref={rowRef}
      tabIndex={-1}
      aria-label={name}
      data-student={studentId}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ py: 1, borderBottom: 1, borderColor: 'divider', alignItems: { sm: 'center' } }}
    >
      {/* The name keeps some 10rem beside a notice's chip and buttons, which wrap first: squeezed to a
          few letters a line, it broke mid-word. */}
      <Box sx={{ flex: { xs: 1, sm: '1 0 10rem' }, display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{name}</Typography>
        {guest && <Chip size="small" color="info" label="Reposição" />}
        {alert}
      </Box>
      {noticed && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, minWidth: 0 }}>
          <Chip
            size="small"
            color={justified ? 'success' : 'warning'}
            label={`Avisou: ${attendanceLabels[justified ? 'justificada' : 'falta']}`}
          />
          {o && !item.cancelled && isLateNotice(o, studentId) && (
            <Typography variant="caption" component="p" sx={{ color: 'warning.light', flexBasis: '100%' }}>
              {LATE_NOTICE_TEXT}
            </Typography>
          )}
          {book}
          {!started && !item.cancelled && !booking && (
            <Button
              ref={undoRef}
              size="small"
              color="inherit"
              onClick={() => {
                asked.current = 'undo';
                actions.undoNotice(studentId);
              }}
              disabled={busy}
              sx={touchTarget}
            >
              Desfazer aviso
            </Button>
          )}
        </Box>
      )}
      {noticed && !marks ? null : item.cancelled ? (
        book
      ) : marks ? (
        <ToggleButtonGroup
          exclusive
          size="small"
          value={status}
          disabled={!canMark}
          aria-busy={tapped !== undefined}
          aria-label={`Chamada de ${name}`}
          onChange={(_event, next: AttendanceStatus | null) => next && actions.mark(studentId, next)}
          sx={{
            width: { xs: '100%', sm: 'auto' },
            '& .MuiToggleButton-root': { flex: { xs: 1, sm: 'none' }, minHeight: 44 },
            ...selectedMarks,
            '& .MuiToggleButton-root.Mui-selected.Mui-disabled': { opacity: 0.6 },
          }}
        >
          {/* A make-up guest comes or misses: a justified absence (a credit) is for enrolled students only,
              and not after a late notice (given with less than 3 hours: no credit). */}
          {(guest || noticed ? guestStatuses : attendanceStatuses).map((s) => (
            <ToggleButton key={s} value={s}>
              {attendanceLabels[s]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      ) : guest ? (
        <Button
          size="small"
          color="warning"
          onClick={() => actions.cancelBooking(studentId)}
          disabled={busy}
          aria-label={`Cancelar reposição de ${name}`}
          sx={touchTarget}
        >
          Cancelar reposição
        </Button>
      ) : (
        <Button
          size="small"
          variant="outlined"
          ref={noticeRef}
          onClick={() => {
            asked.current = 'notice';
            actions.notice(studentId);
          }}
          disabled={busy}
          sx={{ minHeight: 44 }}
        >
          Avisar falta
        </Button>
      )}
    </Stack>
  );
}
