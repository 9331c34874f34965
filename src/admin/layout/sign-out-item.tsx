import { useState } from 'react';
import { ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { signOut } from '../../data/session';
import { inOtherOpenTabs } from '../../data/save-journal';
import { earlierSaves, pendingSaves } from '../../data/save-status';
import { ConfirmDialog } from '../ui/confirm-dialog';

/** What is still unsent: this page's saves, those kept from before the page was loaded, other tabs'. */
interface Unsent {
  count: number;
  earlier: boolean;
  others: { saves: number; tabs: number };
}

const nothing: Unsent = { count: 0, earlier: false, others: { saves: 0, tabs: 0 } };

const unsent = ({ count, earlier, others }: Unsent) => {
  const parts: string[] = [];
  if (earlier)
    parts.push(
      count === 0
        ? 'Há alterações feitas antes de a página ser recarregada que ainda não foram enviadas ao servidor.'
        : `${count === 1 ? '1 alteração' : `${count} alterações`} e outras feitas antes de a página ser recarregada ainda não foram enviadas ao servidor.`,
    );
  else if (count > 0)
    parts.push(
      count === 1
        ? '1 alteração ainda não foi enviada ao servidor.'
        : `${count} alterações ainda não foram enviadas ao servidor.`,
    );
  if (others.saves > 0) {
    const where = others.tabs === 1 ? 'Outra aba aberta tem' : `Outras ${others.tabs} abas abertas têm`;
    const what = others.saves === 1 ? '1 alteração' : `${others.saves} alterações`;
    parts.push(`${where} ${what} ainda não ${others.saves === 1 ? 'enviada' : 'enviadas'} ao servidor.`);
  }
  const one = !earlier && count + others.saves === 1;
  parts.push(`Se sair agora, ${one ? 'ela será perdida' : 'elas serão perdidas'}.`);
  return parts.join(' ');
};

/**
 * Sair: signing out clears this device's cache, and with it the saves still waiting for the server —
 * this page's and those of the browser's other open tabs (they share the cache) — so with any waiting
 * it asks first, and the person can stay until the connection sends them.
 */
export function SignOutItem({ onNavigate }: { onNavigate: () => void }) {
  // The last count stays while the dialog closes.
  const [waiting, setWaiting] = useState<Unsent>(nothing);
  const [asking, setAsking] = useState(false);
  const leave = () => {
    onNavigate();
    void signOut();
  };
  return (
    <>
      <ListItemButton
        onClick={async () => {
          const now = { count: pendingSaves(), earlier: earlierSaves(), others: await inOtherOpenTabs() };
          if (now.count === 0 && !now.earlier && now.others.saves === 0) return leave();
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
