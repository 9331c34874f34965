import { useCallback } from 'react';
import { useUsers } from '../../data/hooks';
import { instructorsRepo, type InstructorRecord } from '../../data/instructors-repo';
import { HistoryButton } from '../ui/history-dialog';

/**
 * The instructor's 'Histórico de alterações' (admins): its 'Conta de acesso' named as the field shows
 * it — the login's name and e-mail, not its id.
 */
export function InstructorHistoryButton({
  instructor,
  onRestored,
  unsaved,
}: {
  instructor: InstructorRecord;
  onRestored: () => void;
  unsaved: boolean;
}) {
  const users = useUsers();
  const nameOf = useCallback(
    (id: string) => {
      const login = users.data.find((u) => u.id === id);
      return login ? `${login.nome} (${login.email})` : id;
    },
    [users.data],
  );
  return (
    <HistoryButton
      kind="instructors"
      current={instructor}
      load={() => instructorsRepo.history(instructor.id)}
      restore={(version) => instructorsRepo.restore(instructor, version)}
      nameOf={nameOf}
      onRestored={onRestored}
      unsaved={unsaved}
    />
  );
}
