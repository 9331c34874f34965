import { useEffect, useMemo } from 'react';
import { Grid } from '@mui/material';
import type { Control } from 'react-hook-form';
import { useInstructors, useUsers } from '../../data/hooks';
import { followInstructorLinks } from '../../data/instructors-repo';
import { messageForError } from '../../domain/auth-errors';
import type { InstructorFormValues } from '../../domain/instructor-form';
import { sortedByName } from '../../domain/search';
import { FormSelect, type Option } from '../ui/form-select';

interface Props {
  control: Control<InstructorFormValues>;
  /** The instructor being edited (its own login stays offered). */
  instructorId: string | null;
}

/**
 * 'Conta de acesso' (admins): the staff login this instructor is. The rules then let that login mark
 * the roll call of this instructor's classes. A login already linked to another instructor shows whose
 * it is and cannot be chosen (a login is one instructor; an inactive instructor keeps theirs until
 * 'Nenhuma' is saved there); a revoked one is not offered, but shows while it is linked. Until the
 * logins and the instructors are read, it is not changed: a failed read would show the login linked
 * now as gone, and those linked to others as free.
 */
export function InstructorLoginField({ control, instructorId }: Props) {
  const users = useUsers();
  const instructors = useInstructors();
  // Offline, a login with no link on this device is known to have none only if the links were read here.
  useEffect(() => followInstructorLinks(), []);
  const options = useMemo(() => {
    const taken = new Map(
      instructors.data
        .filter((i) => i.userId && i.id !== instructorId)
        .map((i) => [i.userId, `${i.nome}${i.active ? '' : ' (cadastro inativo)'}`]),
    );
    // The login linked now stays shown as it is, even revoked (the link still counts in the rules).
    const linked = instructors.data.find((i) => i.id === instructorId)?.userId ?? '';
    const offered = sortedByName(users.data.filter((u) => u.active === true || u.id === linked));
    const options: Option[] = offered.map((u) => {
      const holder = u.id === linked ? undefined : taken.get(u.id);
      const note = holder ? ` — já vinculada a ${holder}` : u.active === true ? '' : ' — acesso revogado';
      return { value: u.id, label: `${u.nome} (${u.email})${note}`, disabled: holder !== undefined };
    });
    if (linked && !offered.some((u) => u.id === linked))
      options.push({
        value: linked,
        label: users.loading ? 'Carregando…' : users.error ? 'Conta vinculada' : 'Conta não encontrada',
      });
    return options;
  }, [users.data, users.loading, users.error, instructors.data, instructorId]);
  const failed = users.error ?? instructors.error;
  const waiting = users.loading || instructors.loading;
  return (
    <Grid size={{ xs: 12 }}>
      <FormSelect
        control={control}
        name="userId"
        label="Conta de acesso"
        options={options}
        emptyLabel="Nenhuma"
        disabled={failed !== null || waiting}
        helperText={
          failed
            ? `Não foi possível carregar as contas de acesso; a atual fica como está. ${messageForError(failed, 'Tente recarregar a página.')}`
            : waiting
              ? 'Carregando as contas de acesso…'
              : 'O login deste instrutor: com ele é feita a chamada das próprias aulas.'
        }
      />
    </Grid>
  );
}
