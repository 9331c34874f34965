import { useState } from 'react';
import { ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { signOut } from '../../data/session';
import { pendingSaves } from '../../data/save-status';
import { ConfirmDialog } from '../ui/confirm-dialog';

const unsent = (n: number) =>
  n === 1
    ? '1 alteração ainda não foi enviada ao servidor. Se sair agora, ela será perdida.'
    : `${n} alterações ainda não foram enviadas ao servidor. Se sair agora, elas serão perdidas.`;

/**
 * Sair: signing out clears this device's cache, and with it the saves still waiting for the server —
 * so with any waiting it asks first, and the person can stay until the connection sends them.
 */
export function SignOutItem({ onNavigate }: { onNavigate: () => void }) {
  const [waiting, setWaiting] = useState(0);
  const leave = () => {
    onNavigate();
    void signOut();
  };
  return (
    <>
      <ListItemButton
        onClick={() => {
          const n = pendingSaves();
          if (n > 0) setWaiting(n);
          else leave();
        }}
      >
        <ListItemIcon>
          <LogoutIcon />
        </ListItemIcon>
        <ListItemText primary="Sair" />
      </ListItemButton>
      <ConfirmDialog
        open={waiting > 0}
        title="Sair sem enviar as alterações?"
        message={`${unsent(waiting)} Espere o aviso 'aguardando envio' sumir para sair sem perder nada.`}
        confirmLabel="Sair mesmo assim"
        destructive
        onConfirm={leave}
        onClose={() => setWaiting(0)}
      />
    </>
  );
}
