import { useMemo, useRef, useState } from 'react';
import {
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useSchedules } from '../../data/hooks';
import type { CreditRecord } from '../../data/credits-repo';
import { cancelBooking } from '../../data/occurrences-repo';
import type { StudentRecord } from '../../data/students-repo';
import { useClassesOccurrences, useClosures, useStudentCredits, useStudentEnrollments } from '../../data/week-hooks';
import { formatDateBR } from '../../domain/dates';
import { bookedWhen } from '../../domain/credit';
import { heldOn } from '../../domain/occurrence';
import { daysBefore, rateLabel, studentAttendance, tookPlaceBy } from '../../domain/attendance';
import { CancelBookingConfirm } from '../ui/credits/cancel-booking-confirm';
import { BookMakeUpDialog } from '../ui/credits/book-make-up-dialog';
import { CreditList } from '../ui/credits/credit-list';
import { failureMessage } from '../ui/failure-message';
import { LiveError } from '../ui/live-error';
import { useNotify } from '../ui/notify';
import { useNow } from '../ui/use-now';
import { useToday } from '../ui/use-today';
import { PhoneSheetDialog } from '../ui/phone-sheet-dialog';
import { DialogSyncStatus } from '../ui/dialog-sync-status';

const monthName = (month: string) =>
  new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-15T12:00:00Z`),
  );

/**
 * 'Frequência e reposições' of a student (issue 15): the last 90 days of roll calls in the classes they
 * are or were enrolled in and those they made up a class in, overall and by month, beside their make-up
 * credits (open, booked, used, expired) and 'Agendar reposição'.
 */
export function StudentAttendanceDialog({ student, onClose }: { student: StudentRecord; onClose: () => void }) {
  const today = useToday();
  const now = useNow();
  const from = daysBefore(today, 90);
  const schedules = useSchedules();
  const credits = useStudentCredits(student.id);
  const enrollments = useStudentEnrollments(student.id);
  // The classes they are enrolled in, those they left (their marks there count), and those they made
  // up a class in (a guest, by a credit).
  const ids = useMemo(() => {
    const enrolled = schedules.data.filter((s) => s.studentIds.includes(student.id)).map((s) => s.id);
    const ever = enrollments.data.map((e) => e.scheduleId);
    // Held in the 90 days: where 'Remarcar' put the class (bookedAt), not its planned date.
    const guest = credits.data.filter((c) => c.bookedAt >= from).map((c) => c.bookedScheduleId);
    return [...new Set([...enrolled, ...ever, ...guest])].sort();
  }, [schedules.data, enrollments.data, credits.data, student.id, from]);
  const occurrences = useClassesOccurrences(ids, from);
  const [booking, setBooking] = useState(false);
  // 'Cancelar reposição' asks first (one mis-tap gave the seat away); once cancelled, the button is
  // gone with the booking, and focus goes to the credits' heading.
  const [cancelling, setCancelling] = useState<{ credit: CreditRecord; open: boolean } | null>(null);
  const creditsHeading = useRef<HTMLHeadingElement>(null);
  const notify = useNotify();
  const cancel = (credit: CreditRecord) =>
    cancelBooking(credit, undefined, student.nome, true)
      .then(() => notify('Reposição cancelada com sucesso! O crédito voltou para o aluno.'))
      .catch((error: unknown) => notify(failureMessage('Erro ao cancelar a reposição. Tente novamente.', error)));
  const closures = useClosures();
  // Only classes that took place count: a notice for next week is not an absence yet.
  const attendance = useMemo(() => {
    const startOf = new Map(schedules.data.map((s) => [s.id, s.startTime]));
    // Held in the last 90 days: where 'Remarcar' put a class, not its planned date.
    const held = occurrences.data
      .filter((o) => heldOn(o) >= from)
      .filter(tookPlaceBy(now, (id) => startOf.get(id) ?? '', closures.data));
    return studentAttendance(held, student.id);
  }, [occurrences.data, schedules.data, closures.data, now, student.id, from]);
  // Where 'Remarcar' put a credit's class (of the 90 days read): its day, and the closure it fell on.
  const movedTo = useMemo(
    () => new Map(occurrences.data.filter((o) => o.movedDate).map((o) => [`${o.scheduleId}|${o.date}`, o.movedDate])),
    [occurrences.data],
  );
  // A part that failed is said, never read as a student with no classes or credits.
  const parts = [schedules, enrollments, occurrences, credits, closures];
  const failed = parts.some((part) => part.error);
  const loading =
    !failed &&
    (schedules.loading ||
      enrollments.loading ||
      (ids.length > 0 && occurrences.loading) ||
      credits.loading ||
      closures.loading);
  return (
    <PhoneSheetDialog onClose={onClose} maxWidth="sm" aria-labelledby="attendance-title">
      <DialogTitle id="attendance-title">Frequência e reposições</DialogTitle>
      <DialogSyncStatus />
      <DialogContent>
        <Typography sx={{ mb: 1 }}>{student.nome}</Typography>
        {loading && <LinearProgress aria-label="Carregando a frequência" />}
        <LiveError live={parts} />
        {!loading && !failed && (
          <>
            <Typography variant="subtitle1" component="h3">
              {`Últimos 90 dias: ${rateLabel(attendance.total.rate)} de presença`}
            </Typography>
            <TableContainer>
              <Table size="small" aria-label="Frequência por mês">
                <TableHead>
                  <TableRow>
                    <TableCell>Mês</TableCell>
                    <TableCell align="right">Presenças</TableCell>
                    <TableCell align="right">Faltas</TableCell>
                    <TableCell align="right">Justificadas</TableCell>
                    <TableCell align="right">Frequência</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {[...attendance.byMonth].map(([month, c]) => (
                    <TableRow key={month}>
                      <TableCell>
                        {monthName(month)}
                        {/* The window's first month is only partly in it. */}
                        {month === from.slice(0, 7) &&
                          !from.endsWith('-01') &&
                          ` (desde ${formatDateBR(from).slice(0, 5)})`}
                      </TableCell>
                      <TableCell align="right">{c.presente}</TableCell>
                      <TableCell align="right">{c.falta}</TableCell>
                      <TableCell align="right">{c.justificada}</TableCell>
                      <TableCell align="right">{rateLabel(c.rate)}</TableCell>
                    </TableRow>
                  ))}
                  {attendance.byMonth.size === 0 && (
                    <TableRow>
                      <TableCell colSpan={5}>Nenhuma chamada nos últimos 90 dias.</TableCell>
                    </TableRow>
                  )}
                </TableBody>
              </Table>
            </TableContainer>
            <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }} ref={creditsHeading} tabIndex={-1}>
              Créditos de reposição
            </Typography>
            <CreditList
              credits={credits.data}
              now={now}
              closures={closures.data}
              heldOn={(c) => movedTo.get(`${c.scheduleId}|${c.date}`)}
              onCancelBooking={(credit) => setCancelling({ credit, open: true })}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        {/* An inactive student holds no seat (student-leaving.ts): 'Restaurar' first. */}
        {student.active && <Button onClick={() => setBooking(true)}>Agendar reposição</Button>}
        <Button variant="contained" onClick={onClose}>
          Fechar
        </Button>
      </DialogActions>
      {cancelling && (
        <CancelBookingConfirm
          open={cancelling.open}
          name={student.nome}
          where={`em ${bookedWhen(cancelling.credit)}`}
          onConfirm={() => cancel(cancelling.credit)}
          onClose={() => setCancelling({ ...cancelling, open: false })}
          onClosed={() => setCancelling(null)}
          focusAfter={() => creditsHeading.current}
        />
      )}
      {booking && (
        <BookMakeUpDialog studentId={student.id} studentName={student.nome} onClose={() => setBooking(false)} />
      )}
    </PhoneSheetDialog>
  );
}
