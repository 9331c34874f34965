import { Typography } from '@mui/material';
import { useSchedules } from '../../data/hooks';
import { useStudentCredits } from '../../data/week-hooks';
import { formatDateBR } from '../../domain/dates';
import { classPlaceLabel, placesOf } from '../../domain/student-places';
import { useNow } from '../ui/use-now';

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/**
 * What 'Inativar' also does to a student (src/data/student-leaving.ts): the classes they leave and the
 * make-ups booked ahead that are cancelled; what 'Restaurar' does not (the classes).
 */
export function StudentPlacesNotice({ student }: { student: { id: string; active: boolean } }) {
  const schedules = useSchedules();
  const credits = useStudentCredits(student.active ? student.id : null);
  const now = useNow();
  if (!student.active) {
    // A class they were alone in was deactivated with them, and still names them: it comes back with
    // 'Reativar' (a deactivated class has no 'Editar').
    const alone = schedules.data.filter((s) => !s.active && s.studentIds.includes(student.id));
    return (
      <>
        <Typography sx={{ mt: 1 }}>As turmas não voltam sozinhas: inclua o aluno em 'Editar agenda'.</Typography>
        {alone.length > 0 && (
          <Typography sx={{ mt: 1 }}>
            {`${plural(alone.length, 'A turma desativada', 'As turmas desativadas')} em que era o único aluno (${alone
              .map(classPlaceLabel)
              .join(
                '; ',
              )}) ${plural(alone.length, 'volta', 'voltam')} com 'Reativar', em 'Mostrar todas' na vista Dia.`}
          </Typography>
        )}
      </>
    );
  }
  if (schedules.error || credits.error)
    return (
      <Typography sx={{ mt: 1 }}>
        Ao inativar, o aluno sai das turmas em que está e as reposições agendadas são canceladas.
      </Typography>
    );
  if (schedules.loading || credits.loading)
    return <Typography sx={{ mt: 1 }}>Verificando turmas e reposições…</Typography>;
  const { classes, bookings } = placesOf(student.id, schedules.data, credits.data, now);
  // A class is never without students: one of theirs alone is deactivated (student-leaving.ts).
  const left = classes.filter((s) => s.studentIds.length > 1);
  const ended = classes.filter((s) => s.studentIds.length === 1);
  return (
    <>
      {left.length > 0 && (
        <Typography sx={{ mt: 1 }}>
          {`Sai ${plural(left.length, 'da turma', `das ${left.length} turmas`)}: ${left.map(classPlaceLabel).join('; ')}.`}
        </Typography>
      )}
      {ended.length > 0 && (
        <Typography sx={{ mt: 1 }}>
          {`${plural(ended.length, 'A turma', 'As turmas')} em que é o único aluno (${ended.map(classPlaceLabel).join('; ')}) ${plural(ended.length, 'é desativada', 'são desativadas')}.`}
        </Typography>
      )}
      {bookings.length > 0 && (
        <Typography sx={{ mt: 1 }}>
          {`${plural(bookings.length, 'A reposição agendada', `As ${bookings.length} reposições agendadas`)} (${bookings
            .map((b) => `${formatDateBR(b.bookedAt)} ${b.bookedStart}`)
            .join(
              '; ',
            )}) ${plural(bookings.length, 'é cancelada e o crédito volta', 'são canceladas e os créditos voltam')}.`}
        </Typography>
      )}
    </>
  );
}
