import { useState } from 'react';
import { updateUser, type UserPatch, type UserRecord } from '../../data/users-repo';
import { hasVerifiedEmail } from '../../domain/user';
import type { UserAction } from '../../domain/user-list';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { failureMessage } from '../ui/failure-message';
import { useNotify } from '../ui/notify';
import { userUpdateFailed } from './create-user';

export interface PendingAction {
  user: UserRecord;
  action: UserAction;
}

export const actionLabels: Record<UserAction, string> = {
  ativar: 'Ativar',
  revogar: 'Revogar',
  'tornar-admin': 'Tornar admin',
};

const patches: Record<UserAction, UserPatch> = {
  ativar: { active: true },
  revogar: { active: false },
  'tornar-admin': { role: 'admin' },
};

const successes: Record<UserAction, string> = {
  ativar: 'Usuário ativado com sucesso!',
  revogar: 'Acesso revogado com sucesso!',
  'tornar-admin': 'Usuário promovido a admin com sucesso!',
};

interface Texts {
  title: string;
  message: string;
  confirmLabel?: string;
}

/** Said on Ativar of someone already made admin (e.g. by another admin before approving): what it gives. */
const asAdmin = (user: UserRecord) =>
  user.role === 'admin'
    ? ' como Admin: acesso total, inclusive a Usuários, Pagamentos, Relatórios e Feriados e recesso'
    : '';

function texts({ user, action }: PendingAction): Texts {
  if (action === 'ativar' && !hasVerifiedEmail(user)) {
    // Anyone can sign up with someone else's address: say so before letting them in — also when a
    // sign-up was revoked first and is activated later.
    const pending = user.active === 'pending';
    return {
      title: pending ? 'Aprovar sem email confirmado?' : 'Ativar sem email confirmado?',
      message:
        `${user.nome} ainda não confirmou o email ${user.email}: nada garante que o endereço é de quem se ` +
        'cadastrou. Aprove só se você sabe quem é a pessoa (ou peça que ela abra o link que enviamos e entre uma vez).' +
        (user.role === 'admin' ? ` Ela entrará${asAdmin(user)}.` : ''),
      confirmLabel: pending ? 'Aprovar mesmo assim' : 'Ativar mesmo assim',
    };
  }
  if (action === 'ativar') {
    return user.active === 'pending'
      ? {
          title: 'Aprovar cadastro?',
          message: `${user.nome} (${user.email}) passa a entrar na área da equipe${asAdmin(user)}.`,
        }
      : { title: 'Ativar usuário?', message: `${user.nome} volta a ter acesso à área da equipe${asAdmin(user)}.` };
  }
  if (action === 'revogar' && user.active === 'pending') {
    // A sign-up never approved: nobody loses an access they never had.
    return {
      title: 'Recusar cadastro?',
      message: `${user.nome} (${user.email}) não entra na área da equipe. Nada é apagado: 'Ativar' aprova o cadastro depois.`,
      confirmLabel: 'Recusar',
    };
  }
  if (action === 'revogar') {
    return {
      title: 'Revogar acesso?',
      message: `${user.nome} perde o acesso na hora; se estiver usando o sistema, é desconectado(a). Nada é apagado: 'Ativar' devolve o acesso.`,
    };
  }
  // A pending or revoked user made admin still has no access until 'Ativar'.
  const access =
    user.active === true
      ? 'passa a ter acesso total, inclusive a Usuários, Pagamentos, Relatórios e Feriados e recesso'
      : "passa a ser admin, mas só entra depois de 'Ativar'; então terá acesso total, inclusive a Usuários, Pagamentos, Relatórios e Feriados e recesso";
  return {
    title: 'Tornar admin?',
    message: `${user.nome} ${access}. Não há como desfazer pela tela.`,
  };
}

interface Props {
  pending: PendingAction | null;
  onClose: () => void;
  /**
   * Where focus goes after an action saved, and when the button it came from is gone. A saved action
   * changes the row's buttons, and the grid reuses them by position: focus given back to
   * 'Revogar' of a sign-up landed on 'Tornar admin' (and back to 'Ativar', on 'Revogar').
   */
  focusAfter: () => HTMLElement | null;
}

/** The confirmation before Ativar, Revogar or Tornar admin, then a success or failure message. */
export function UserActionDialog({ pending, onClose, focusAfter }: Props) {
  const notify = useNotify();
  // Keeps the texts while the dialog fades out; once confirmed, those confirmed: the live list has the
  // change at once, and a refused sign-up would read as an access revoked while the server answers.
  const [last, setLast] = useState(pending);
  const [confirmed, setConfirmed] = useState<PendingAction | null>(null);
  const [done, setDone] = useState(false); // saved: the row's buttons changed
  if (pending && pending !== last) setLast(pending);
  const shown = confirmed ?? pending ?? last;
  if (!shown) return null;

  const confirm = async () => {
    if (!pending) return;
    setConfirmed(pending);
    try {
      await updateUser(pending.user, patches[pending.action]);
      setDone(true);
      const refused = pending.action === 'revogar' && pending.user.active === 'pending';
      notify(refused ? 'Cadastro recusado com sucesso!' : successes[pending.action]);
    } catch (error) {
      notify(failureMessage(userUpdateFailed, error));
    }
  };
  const { title, message, confirmLabel } = texts(shown);
  return (
    <ConfirmDialog
      open={pending !== null}
      title={title}
      message={message}
      confirmLabel={confirmLabel ?? actionLabels[shown.action]}
      destructive={shown.action === 'revogar'}
      onConfirm={confirm}
      onClose={onClose}
      onClosed={() => {
        if (done) focusAfter()?.focus();
        setDone(false);
        setConfirmed(null);
      }}
      focusAfter={focusAfter}
    />
  );
}
