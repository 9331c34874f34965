import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import { useUserChanges } from '../../data/hooks';
import type { UserRecord } from '../../data/users-repo';
import { labelOf, roleLabels } from '../../domain/enums';
import { formatWhen } from '../../domain/record-history';
import { userStatusLabel } from '../../domain/user';
import { userChangeLabel, type UserChange } from '../../domain/user-change';
import { LiveError } from '../ui/live-error';

const SIGN_UP = 'Cadastro feito pela própria pessoa';

/** The log's first entry approves or refuses a sign-up (a profile from before the log starts otherwise). */
const signUpFirst = (changes: readonly UserChange[]): boolean => {
  const first = changes.at(-1)?.action;
  return first === 'ativar' || first === 'revogar';
};

/** 'Histórico' of a staff profile: who created, approved, revoked, promoted or corrected it, and when. */
export function UserChangesDialog({ user, onClose }: { user: UserRecord; onClose: () => void }) {
  const changes = useUserChanges(user.id);
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="user-changes-title">
      <DialogTitle id="user-changes-title">{`Histórico — ${user.nome}`}</DialogTitle>
      <DialogContent>
        <LiveError live={changes} />
        {changes.loading && <LinearProgress aria-label="Carregando o histórico" />}
        {!changes.loading && !changes.error && changes.data.length === 0 && (
          <Alert severity="info">
            {/* A sign-up awaiting approval writes no entry: only an admin's action does. */}
            {user.active === 'pending' && user.lastChange === undefined
              ? `${SIGN_UP}; nenhuma ação da administração ainda.`
              : 'Nenhuma alteração registrada (o registro começou depois deste cadastro).'}
          </Alert>
        )}
        {!changes.loading && changes.data.length > 0 && (
          <List dense aria-label="Alterações">
            {/* Newest first: the status before an entry is the next one's. */}
            {changes.data.map((change, i) => (
              <ListItem key={change.id} disableGutters>
                <ListItemText
                  primary={`${userChangeLabel(change.action, changes.data[i + 1]?.active)} — ${labelOf(roleLabels, change.role)}, ${userStatusLabel(change.active)}`}
                  secondary={`${formatWhen(change.writtenAt)} por ${change.updatedByName}`}
                />
              </ListItem>
            ))}
            {/* A self sign-up writes no entry of its own: where the log starts with its approval or
                refusal (as userChangeLabel reads it), the sign-up itself is said below it. */}
            {signUpFirst(changes.data) && (
              <ListItem disableGutters>
                <ListItemText
                  primary={`${SIGN_UP} — ${userStatusLabel('pending')}`}
                  secondary={`${formatWhen(user.createdAt)} por ${user.nome}`}
                />
              </ListItem>
            )}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
