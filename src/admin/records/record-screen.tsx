import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useStudents } from '../../data/hooks';
import { loadRecordHistory, logAccess, saveRecord } from '../../data/records-repo';
import { consentGuardian } from '../../domain/consent-term';
import { anamneseFromForm, anamneseToForm } from '../../domain/record-form';
import { isAdmin, useSession } from '../auth/session-context';
import { studentsPathFrom } from '../paths';
import { failureMessage } from '../ui/failure-message';
import { HistoryButton } from '../ui/history-dialog';
import { LiveError } from '../ui/live-error';
import { useNotify } from '../ui/notify';
import { PageHeader } from '../ui/page-header';
import { useToday } from '../ui/use-today';
import { AccessLogSection } from './access-log-section';
import { AnamneseDialog } from './anamnese-dialog';
import { AnamneseView } from './anamnese-view';
import { CareTeamSection } from './care-team-section';
import { ConsentStep } from './consent-step';
import { NotesSection } from './notes-section';
import { printHealthRecord } from './print-record';
import { useNotes } from './use-notes';
import { useOpenedRecord } from './use-opened-record';

export const notOnTeam = 'Você não faz parte da equipe de cuidado deste aluno.';
export const STUDENT_NOT_FOUND = 'Aluno não encontrado: confira o endereço, ou abra o prontuário pela lista de Alunos.';
export const PRINT_NOT_LOGGED = 'Não foi possível registrar a impressão nos acessos ao prontuário: nada foi impresso.';

/** A student's prontuário: consent, anamnese, revisions, Evolução; for admins the team and the log. */
export function RecordScreen({ studentId }: { studentId: string }) {
  const session = useSession();
  const location = useLocation();
  const admin = isAdmin(session);
  const notify = useNotify();
  const today = useToday();
  const students = useStudents();
  const student = students.data.find((s) => s.id === studentId);
  const name = student?.nome ?? '';
  const { opened, reread } = useOpenedRecord(studentId);
  const [editing, setEditing] = useState(false);
  // Prints logged here: the access log reads again to show them.
  const [logged, setLogged] = useState(0);
  const record = opened.status === 'open' ? opened.record : null;
  const notes = useNotes(studentId, record !== null);
  // The first anamnese saved, the consent step goes with the button that opened the form: focus, lost
  // to the page, goes to 'Editar anamnese'.
  const editRef = useRef<HTMLButtonElement>(null);
  const firstSaved = useRef(false);
  useEffect(() => {
    if (!firstSaved.current || record === null) return;
    firstSaved.current = false;
    if (document.activeElement === null || document.activeElement === document.body) editRef.current?.focus();
  }, [record]);

  const back = (
    <Button component={RouterLink} to={studentsPathFrom(location.state)}>
      Voltar para Alunos
    </Button>
  );
  if (opened.status === 'loading') return <Typography role="status">Abrindo o prontuário...</Typography>;
  if (opened.status === 'denied')
    return (
      <Stack spacing={2}>
        <PageHeader title="Prontuário" />
        <Alert severity="info">
          {`${notOnTeam} Peça a um administrador do estúdio para incluir você, se for o caso.`}
        </Alert>
        {admin ? null : back}
        {admin && <CareTeamSection studentId={studentId} onChanged={reread} />}
      </Stack>
    );
  if (opened.status === 'failed')
    return (
      <Stack spacing={2}>
        <PageHeader title="Prontuário" />
        <Alert severity="error">{failureMessage('Não foi possível abrir o prontuário.', opened.error)}</Alert>
        {back}
      </Stack>
    );

  // A link to a student who is not in the studio's list (mistyped, or stale): said, with no form whose
  // save the rules would refuse. Not while the list is incomplete, failed or has students out of format.
  const missing = !record && !student && !students.loading && !students.error && students.unreadable === 0;
  if (missing)
    return (
      <Stack spacing={2}>
        <PageHeader title="Prontuário" />
        <Alert severity="warning">{STUDENT_NOT_FOUND}</Alert>
        {back}
      </Stack>
    );

  // Every note read, from the server: a printed record leaves none out (offline, or out of format).
  const notesWhole = notes.notes !== null && notes.complete && notes.unreadable === 0;
  const print = () => {
    if (!record) return;
    // The printed record is whole or not printed: without its notes it would read 'no notes' (the
    // button waits for them; the notes section says when they cannot be read, or were read offline).
    if (!notesWhole || !notes.notes || !student) return;
    // Logged before it is shown (e.g. refused to someone taken off the care team since the screen opened).
    const printed = printHealthRecord(name, record, notes.notes, () => logAccess(studentId, 'imprimiu'));
    if (!printed.ok) return notify(printed.message);
    // Then 'Acessos ao prontuário' shows it (it was read when the screen opened).
    printed.shown.then(
      () => setLogged((n) => n + 1),
      (failure: unknown) => notify(failureMessage(PRINT_NOT_LOGGED, failure)),
    );
  };

  return (
    <Stack spacing={3}>
      <PageHeader title={`Prontuário — ${name || 'aluno'}`} />
      {/* Without the student, nothing can be printed (a term or record without a name): say why. Not
          other students out of format: Alunos says that. */}
      <LiveError live={{ ...students, unreadable: 0 }} />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {back}
        {record && (
          <>
            <Button ref={editRef} variant="contained" onClick={() => setEditing(true)}>
              Editar anamnese
            </Button>
            {/* Never a record without all its notes, nor without the patient's name (the students still loading). */}
            <Button startIcon={<PrintIcon />} onClick={print} disabled={!notesWhole || !student}>
              Imprimir prontuário
            </Button>
            <HistoryButton
              label="Revisões da anamnese"
              kind="records"
              current={record}
              load={() => loadRecordHistory(studentId)}
              restore={async (version) => {
                const form = anamneseToForm({ ...record, ...version } as typeof record, today);
                return saveRecord(studentId, anamneseFromForm(form), record, name || undefined);
              }}
              onRestored={() => void reread()}
            />
          </>
        )}
      </Stack>
      {record ? (
        <Paper sx={{ p: 2 }}>
          <AnamneseView record={record} />
        </Paper>
      ) : (
        <ConsentStep
          subject={student ? { name, guardian: consentGuardian(student, today) } : null}
          onStart={() => setEditing(true)}
        />
      )}
      {record && <NotesSection studentId={studentId} name={name} {...notes} />}
      {admin && <CareTeamSection studentId={studentId} onChanged={reread} />}
      {admin && record && <AccessLogSection studentId={studentId} logged={logged} />}
      {editing && (
        <AnamneseDialog
          studentId={studentId}
          name={name}
          record={record}
          onClose={() => setEditing(false)}
          onSaved={() => {
            firstSaved.current = record === null;
            void reread();
          }}
        />
      )}
    </Stack>
  );
}
