import { useCallback, useMemo, useRef, useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useUsers } from '../../data/hooks';
import type { UserRecord } from '../../data/users-repo';
import { countPending, usersForTable, type UserAction } from '../../domain/user-list';
import { useSession } from '../auth/session-context';
import { LiveError } from '../ui/live-error';
import { PageHeader } from '../ui/page-header';
import { UserActionDialog, type PendingAction } from './user-action-dialog';
import { UserChangesDialog } from './user-changes-dialog';
import { UserDialog } from './user-dialog';
import { UsersTable } from './users-table';

const waitingText = (n: number) => (n === 1 ? '1 cadastro aguarda aprovação' : `${n} cadastros aguardam aprovação`);

/** Usuários (SPEC 2.7, admins only): create staff accounts, approve, revoke and promote. */
export default function UsersPage() {
  const session = useSession();
  const selfId = session.status === 'active' ? session.user.uid : '';
  const users = useUsers();
  const rows = useMemo(() => usersForTable(users.data), [users.data]);
  const pending = countPending(users.data);
  const [creating, setCreating] = useState(false);
  const [action, setAction] = useState<{ id: string; action: UserAction } | null>(null);
  const [history, setHistory] = useState<UserRecord | null>(null);
  const [editing, setEditing] = useState<UserRecord | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const onEdit = useCallback((user: UserRecord) => setEditing(user), [setEditing]);
  // Opened on the user as they are now (as the actions below). When the list empties (this admin's
  // access revoked meanwhile), the form stays open with what was typed, and says why.
  const editingUser = editing && (users.data.find((u) => u.id === editing.id) ?? editing);
  const onAction = useCallback(
    (user: UserRecord, which: UserAction) => setAction({ id: user.id, action: which }),
    [setAction],
  );
  // Confirmed on the user as they are now: another admin may have changed them since the click.
  const actionUser = action && users.data.find((u) => u.id === action.id);
  const pendingAction: PendingAction | null = action && actionUser ? { user: actionUser, action: action.action } : null;

  return (
    <Stack spacing={2}>
      <PageHeader
        title="Usuários"
        headingRef={headingRef}
        actions={
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setCreating(true)}>
            Novo usuário
          </Button>
        }
      />
      {pending > 0 && (
        <Alert severity="warning" role="status">
          {waitingText(pending)}: {pending === 1 ? 'está' : 'estão'} no topo da lista. Use 'Ativar' para liberar o
          acesso ou 'Revogar' para recusar.
        </Alert>
      )}
      <LiveError live={users} />
      <UsersTable
        rows={rows}
        loading={users.loading}
        failed={users.error !== null}
        selfId={selfId}
        onAction={onAction}
        onHistory={setHistory}
        onEdit={onEdit}
      />
      {creating && <UserDialog users={users} onClose={() => setCreating(false)} />}
      {editingUser && <UserDialog user={editingUser} users={users} onClose={() => setEditing(null)} />}
      <UserActionDialog pending={pendingAction} onClose={() => setAction(null)} focusAfter={() => headingRef.current} />
      {history && <UserChangesDialog user={history} onClose={() => setHistory(null)} />}
    </Stack>
  );
}
