import { Typography } from '@mui/material';
import { useSchedules } from '../../data/hooks';
import { classPlaceLabel } from '../../domain/student-places';

/**
 * Said before 'Inativar' of an instructor who still gives active classes: they stay on the agenda under
 * an inactive instructor until someone else is given them — in 'Editar agenda', by an admin (the
 * rules let only admins change a class's instructor).
 */
export function InstructorClassesNotice({ instructorId, admin }: { instructorId: string; admin: boolean }) {
  const schedules = useSchedules();
  if (schedules.error) return null;
  if (schedules.loading) return <Typography sx={{ mt: 1 }}>Verificando os horários do instrutor…</Typography>;
  const classes = schedules.data.filter((s) => s.active && s.instructorId === instructorId);
  if (classes.length === 0) return null;
  const one = classes.length === 1;
  return (
    <Typography sx={{ mt: 1 }}>
      {`${one ? 'O horário' : `Os ${classes.length} horários`} que ele dá (${classes.map(classPlaceLabel).join('; ')}) ${
        one ? 'continua' : 'continuam'
      } na agenda com este instrutor: ${
        admin ? "troque o instrutor em 'Editar agenda'." : 'só um administrador pode trocar o instrutor de um horário.'
      }`}
    </Typography>
  );
}
