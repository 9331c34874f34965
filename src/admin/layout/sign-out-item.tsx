import { useState } from 'react';
import { ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { signOut } from '../../data/session';
import { earlierSaves, pendingSaves } from '../../data/save-status';
import { ConfirmDialog } from '../ui/confirm-dialog';

/** What is still unsent: this page's saves, and those kept from before the page was loaded. */
interface Unsent {
  count: number;
  earlier: boolean;
}

const unsent = ({ count, earlier }: Unsent) => {
  if (earlier)
    return count === 0
      ? 'Há alterações feitas antes de a página ser recarregada que ainda não foram enviadas ao servidor. Se sair agora, elas serão perdidas.'
      : `${count === 1 ? '1 alteração' : `${count} alterações`} e outras feitas antes de a página ser recarregada ainda não foram enviadas ao servidor. Se sair agora, elas serão perdidas.`;
  return count === 1
    ? '1 alteração ainda não foi enviada ao servidor. Se sair agora, ela será perdida.'
    : `${count} alterações ainda não foram enviadas ao servidor. Se sair agora, elas serão perdidas.`;
};

/**
 * Sair: signing out clears this device's cache, and with it the saves still waiting for the server —
 * so with any waiting it asks first, and the person can stay until the connection sends them.
 */
export function SignOutItem({ onNavigate }: { onNavigate: () => void }) {
  // The last count stays while the dialog closes.
  const [waiting, setWaiting] = useState<Unsent>({ count: 0, earlier: false });
  const [asking, setAsking] = useState(false);
  const leave = () => {
    onNavigate();
    void signOut();
  };
  return (
    <>
      <ListItemButton
        onClick={() => {
          const now = { count: pendingSaves(), earlier: earlierSaves() };
          if (now.count === 0 && !now.earlier) return leave();
          setWaiting(now);
          setAsking(true);
        }}
      >
        <ListItemIcon>
          <LogoutIcon />
        </ListItemIcon>
        <ListItemText primary="Sair" />
      </ListItemButton>
      <ConfirmDialog
        open={asking}
        title="Sair sem enviar as alterações?"
        message={`${unsent(waiting)} Espere o aviso 'aguardando envio' sumir para sair sem perder nada.`}
        confirmLabel="Sair mesmo assim"
        destructive
        onConfirm={leave}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
