import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import { isOffline } from '../../../data/live-answers';
import { cancelBooking, giveNotice, markAttendance, undoNotice } from '../../../data/occurrences-repo';
import type { CreditRecord } from '../../../data/credits-repo';
import type { ScheduleRecord } from '../../../data/schedules-repo';
import { formerOf, guestsOf, peopleOf, type ClassOnDate } from '../../../domain/class-days';
import { bookedWhen, creditStatus } from '../../../domain/credit';
import { classStart, hasStarted, LATE_NOTICE_TEXT, NoticeKept, OFFLINE_NOTICE_TEXT } from '../../../domain/make-up';
import { attendanceLabels, type AttendanceStatus } from '../../../domain/occurrence';
import { BookMakeUpDialog } from '../../ui/credits/book-make-up-dialog';
import { CancelBookingConfirm } from '../../ui/credits/cancel-booking-confirm';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { failureMessage } from '../../ui/failure-message';
import { useNotify } from '../../ui/notify';
import { useNow } from '../../ui/use-now';
import { HealthAlert, HealthAlertsStatus, useStudentAlerts } from '../../ui/health-alert';
import { focusLost, RollCallRow, type RollCallActions } from './roll-call-row';

interface Props {
  item: ClassOnDate<ScheduleRecord>;
  studentName: (id: string) => string;
  canMark: boolean;
  /** The signed-in instrutor's login is no instructor's 'Conta de acesso': why they mark no class. */
  unlinked?: boolean;
  /** Null until the studio's settings are read: the notices that earn a credit wait for it. */
  creditDays: number | null;
  /** The credits of this class on its date (useClassCredits); null while they are not known. */
  credits?: readonly CreditRecord[] | null;
}

/** Said once the roll call opens: a justified absence marked there earns no make-up credit. */
export const NO_CREDIT_TEXT =
  "Falta justificada marcada aqui não gera crédito de reposição: o crédito vem do 'Avisar falta' dado a tempo.";

export const UNLINKED_TEXT =
  "Seu login ainda não está ligado a um cadastro de instrutor: peça a um administrador que o escolha em 'Conta " +
  "de acesso', na ficha do instrutor, para marcar a chamada das suas aulas.";

/**
 * 'Chamada' of one class on one date: every enrolled student plus make-up guests ('Reposição'), each
 * saved at once (offline too: saves resolve once in the local cache, data/save.ts). Before the class
 * starts it takes notices of absence ('Avisar falta'), after it Presente / Falta / Falta justificada.
 */
export function RollCall({ item, studentName, canMark, unlinked = false, creditDays, credits = null }: Props) {
  // The health alerts the signed-in user may read (their care teams; all for an admin): issue 16.
  const alerts = useStudentAlerts();
  const notify = useNotify();
  const [busy, setBusy] = useState(0);
  // A tap shows at once, before its save reaches even this device's cache. The live occurrence (what is
  // stored, beside the message if a save failed) takes over when the student's last tap has settled.
  const [tapped, setTapped] = useState<ReadonlyMap<string, { status: AttendanceStatus; tap: number }>>(new Map());
  const taps = useRef(0);
  const [booking, setBooking] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Its button gone meanwhile (the booking arrived: where it was booked shows instead), focus goes to
  // the student's row once the dialog has let it go.
  const closeBooking = () => {
    const row = listRef.current?.querySelector<HTMLElement>(`[data-student="${booking}"]`) ?? null;
    setBooking(null);
    setTimeout(() => {
      if (row?.isConnected && focusLost(row)) row.focus();
    });
  };
  const [undoing, setUndoing] = useState<string | null>(null);
  // Refreshed at the class's start too: its roll call opens then, not at the minute's next tick.
  const now = useNow(60_000, classStart(item));
  const started = hasStarted(item, now);
  const guests = guestsOf(item.occurrence);
  // Where the credit this class gave a student was booked, once it was.
  const bookingOf = (studentId: string): string | undefined => {
    // The class's credits are those it gave and those booked into it: the student's own from here.
    const c = credits?.find(
      (credit) =>
        credit.studentId === studentId &&
        credit.scheduleId === item.schedule.id &&
        credit.date === item.date &&
        credit.bookedDate !== '',
    );
    if (!c) return undefined;
    const done = creditStatus(c, now) === 'usado';
    return `${done ? 'Reposição feita em' : 'Reposição agendada para'} ${bookedWhen(c)}`;
  };
  // Each save starts at once: the data layer writes one occurrence's saves in the order they were
  // asked (occurrence-saves.ts), so taps in a row are never refused as stale.
  // A failure is said inside the class's details (a snackbar would cover its buttons on a phone, out
  // of the keyboard's reach); one that settles after they closed goes to the snackbar.
  const [failure, setFailure] = useState<string | null>(null);
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  const fail = (message: string) => (shown.current ? setFailure(message) : notify(message));
  // It stays until closed (or another failure replaces it): taps on the next students go on meanwhile.
  const run = (work: () => Promise<unknown>, failed: string) => {
    setBusy((n) => n + 1);
    return work()
      .catch((error: unknown) => fail(failureMessage(failed, error)))
      .finally(() => setBusy((n) => n - 1));
  };
  const actions: RollCallActions = {
    mark: (studentId, status: AttendanceStatus) => {
      const tap = ++taps.current;
      setTapped((shown) => new Map(shown).set(studentId, { status, tap }));
      void run(
        () => markAttendance(item, studentId, status, studentName(studentId)),
        'Erro ao salvar a chamada. Tente novamente.',
      ).then(() => setTapped((shown) => (shown.get(studentId)?.tap === tap ? without(shown, studentId) : shown)));
    },
    notice: (studentId) =>
      void run(async () => {
        if (creditDays === null) return; // its button waits for the settings (below)
        const status = await giveNotice(item, studentId, creditDays, studentName(studentId));
        // Only in this device's cache (offline, or the server unreachable): the server judges it on arrival.
        const offline = isOffline();
        // Offline it is not yet a success nor a failure: a warning, until read.
        if (status === 'justificada' && offline) return notify(OFFLINE_NOTICE_TEXT, 'warning');
        notify(
          status !== 'justificada'
            ? `Aviso registrado com sucesso! ${LATE_NOTICE_TEXT}`
            : 'Aviso registrado com sucesso! Falta justificada: crédito de reposição gerado.',
        );
      }, 'Erro ao registrar o aviso. Tente novamente.'),
    undoNotice: (studentId) => setUndoing(studentId),
    book: (studentId) => setBooking(studentId),
    cancelBooking: (studentId) => setCancelling({ studentId, open: true }),
  };
  // 'Cancelar reposição' asks first (one tap gave the seat away); done, the guest's row goes with the
  // button pressed, and focus goes to the list's heading.
  const [cancelling, setCancelling] = useState<{ studentId: string; open: boolean } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returned = useRef(false);
  const cancelGuest = (studentId: string) =>
    run(async () => {
      await cancelBooking(
        {
          id: item.occurrence?.guests[studentId] ?? '',
          studentId,
          bookedScheduleId: item.schedule.id,
          bookedDate: item.date,
          bookedStart: item.startTime,
        },
        undefined,
        studentName(studentId),
        true,
      );
      returned.current = true;
      notify('Reposição cancelada com sucesso! O crédito voltou para o aluno.');
    }, 'Erro ao cancelar a reposição. Tente novamente.');
  const undo = (studentId: string) =>
    run(async () => {
      try {
        await undoNotice(item, studentId, studentName(studentId));
        notify('Aviso desfeito com sucesso!');
      } catch (error) {
        if (!(error instanceof NoticeKept)) throw error;
        fail(error.message);
      }
    }, 'Erro ao desfazer o aviso. Tente novamente.');
  const rows = peopleOf(item.schedule, item.occurrence).map((id) => ({ id, guest: guests.includes(id) }));
  const former = formerOf(item.schedule, item.occurrence);
  return (
    <Box component="section" aria-labelledby="roll-call-title">
      <Typography id="roll-call-title" ref={headingRef} tabIndex={-1} variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        Chamada
      </Typography>
      {!started && !item.cancelled && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          A chamada abre no início da aula; antes dela, registre os avisos de falta.
        </Typography>
      )}
      {started && !item.cancelled && canMark && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {NO_CREDIT_TEXT}
        </Typography>
      )}
      {started && !item.cancelled && !canMark && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {unlinked ? UNLINKED_TEXT : 'Só o instrutor da aula ou um administrador marca a chamada.'}
        </Typography>
      )}
      <HealthAlertsStatus alerts={alerts} />
      <Box component="ul" ref={listRef} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map(({ id, guest }) => (
          <RollCallRow
            alert={alerts.texts.has(id) && <HealthAlert name={studentName(id)} text={alerts.texts.get(id) ?? ''} />}
            key={id}
            item={item}
            studentId={id}
            name={studentName(id)}
            guest={guest}
            started={started}
            canMark={canMark}
            busy={busy > 0 || creditDays === null}
            tapped={tapped.get(id)?.status}
            actions={actions}
            booking={bookingOf(id)}
          />
        ))}
        {former.map((id) => {
          const status = item.occurrence?.attendance[id];
          return (
            <Stack
              component="li"
              key={id}
              aria-label={studentName(id)}
              direction="row"
              spacing={1}
              sx={{ py: 1, borderBottom: 1, borderColor: 'divider', alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Typography sx={{ flex: 1, overflowWrap: 'anywhere' }}>{studentName(id)}</Typography>
              <Chip size="small" label="Saiu da turma" />
              {status && <Typography>{attendanceLabels[status]}</Typography>}
            </Stack>
          );
        })}
      </Box>
      {failure && (
        // Kept in sight at the foot of the list, whichever student it is about.
        <Alert severity="error" onClose={() => setFailure(null)} sx={{ position: 'sticky', bottom: 0, zIndex: 1 }}>
          {failure}
        </Alert>
      )}
      {undoing && (
        <ConfirmDialog
          open
          title="Desfazer aviso"
          message={`O aviso de falta de ${studentName(undoing)} será desfeito${
            item.occurrence?.attendance[undoing] === 'justificada' ? ', e o crédito de reposição dele, retirado' : ''
          }. O aluno volta a ser esperado na aula.`}
          confirmLabel="Desfazer aviso"
          onConfirm={() => undo(undoing)}
          onClose={() => setUndoing(null)}
        />
      )}
      {cancelling && (
        <CancelBookingConfirm
          open={cancelling.open}
          name={studentName(cancelling.studentId)}
          where="nesta aula"
          onConfirm={() => cancelGuest(cancelling.studentId)}
          onClose={() => setCancelling({ ...cancelling, open: false })}
          onClosed={() => {
            setCancelling(null);
            if (returned.current) headingRef.current?.focus();
            returned.current = false;
          }}
        />
      )}
      {booking && <BookMakeUpDialog studentId={booking} studentName={studentName(booking)} onClose={closeBooking} />}
    </Box>
  );
}

function without<K, V>(map: ReadonlyMap<K, V>, key: K): ReadonlyMap<K, V> {
  const next = new Map(map);
  next.delete(key);
  return next;
}
