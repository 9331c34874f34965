import { useState } from 'react';
import { ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { signOut, unsentOfGonePages } from '../../data/session';
import { inOtherOpenTabs, ofOtherUsers } from '../../data/save-journal';
import { earlierSaves, pendingSaves } from '../../data/save-status';
import { useSession } from '../auth/session-context';
import { ConfirmDialog } from '../ui/confirm-dialog';

/**
 * What is still unsent: this page's saves, those kept from before the page was loaded, other open
 * tabs', those of pages gone since this one was loaded (`gone`: a tab closed, or reloaded), and those
 * other people made here offline (`people`: sent only when each signs in here again).
 */
interface Unsent {
  count: number;
  earlier: boolean;
  others: { saves: number; tabs: number };
  gone: number;
  people: { saves: number; persons: number };
}

export const nothing: Unsent = {
  count: 0,
  earlier: false,
  others: { saves: 0, tabs: 0 },
  gone: 0,
  people: { saves: 0, persons: 0 },
};
const isNothing = (u: Unsent) =>
  u.count === 0 && !u.earlier && u.others.saves === 0 && u.gone === 0 && u.people.saves === 0;

const unsent = ({ count, earlier, others, gone, people }: Unsent) => {
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
  // Saves kept from before a reload are those of a page gone too: said once, by the first sentence.
  const closed = earlier ? 0 : gone;
  if (closed > 0)
    parts.push(
      closed === 1
        ? '1 alteração feita em outra aba (fechada ou recarregada) ainda não foi enviada ao servidor.'
        : `${closed} alterações feitas em outras abas (fechadas ou recarregadas) ainda não foram enviadas ao servidor.`,
    );
  const onePerson = people.persons === 1;
  if (people.saves > 0) {
    const who = onePerson ? 'outra pessoa' : `outras ${people.persons} pessoas`;
    parts.push(
      people.saves === 1
        ? `1 alteração feita sem conexão por ${who} neste aparelho ainda não foi enviada: ela só é enviada quando essa pessoa entrar aqui de novo.`
        : `${people.saves} alterações feitas sem conexão por ${who} neste aparelho ainda não foram enviadas: só são enviadas quando ${onePerson ? 'essa pessoa entrar' : 'cada uma entrar'} aqui de novo.`,
    );
  }
  const one = !earlier && count + others.saves + closed + people.saves === 1;
  parts.push(`Se sair agora, ${one ? 'ela será perdida' : 'elas serão perdidas'}.`);
  // The top bar counts this page's saves (and those from before its reload), never another page's.
  if (count > 0 || earlier)
    parts.push(
      `Espere o aviso 'aguardando envio' sumir para ${people.saves > 0 ? 'enviar as suas' : 'sair sem perder nada'}.`,
    );
  else if (others.saves + closed > 0)
    parts.push(
      others.saves + closed === 1
        ? 'Assim que ela for enviada (com conexão, em instantes), tente sair de novo.'
        : 'Assim que elas forem enviadas (com conexão, em instantes), tente sair de novo.',
    );
  if (people.saves > 0)
    parts.push(
      `Peça a ${onePerson ? 'essa pessoa que entre' : 'essas pessoas que entrem'} aqui, com conexão, antes de você sair.`,
    );
  return parts.join(' ');
};

/** "Sair sem enviar as alterações?", saying which are still unsent (`waiting`). */
export function UnsentQuestion(props: { open: boolean; waiting: Unsent; onLeave: () => void; onClose: () => void }) {
  return (
    <ConfirmDialog
      open={props.open}
      title="Sair sem enviar as alterações?"
      message={unsent(props.waiting)}
      confirmLabel="Sair mesmo assim"
      destructive
      onConfirm={props.onLeave}
      onClose={props.onClose}
    />
  );
}

/**
 * Sair: signing out clears this device's cache, and with it the saves still waiting for the server —
 * this page's and those of the browser's other open tabs (they share the cache) — so with any waiting
 * it asks first, and the person can stay until the connection sends them.
 */
export function SignOutItem({ onNavigate }: { onNavigate: () => void }) {
  // The last count stays while the dialog closes.
  const [waiting, setWaiting] = useState<Unsent>(nothing);
  const [asking, setAsking] = useState(false);
  const session = useSession();
  const uid = session.status === 'active' ? session.user.uid : null;
  // Someone awaiting approval leaves as the waiting screen's own Sair does: without access, the saves
  // others left unsent here stay for them (auth-service.ts); only their own ('Concluir cadastro'
  // offline) would be lost, which is asked about.
  const pendingUid = session.status === 'pending' ? session.user.uid : undefined;
  const leave = () => {
    onNavigate();
    void signOut(pendingUid);
  };
  return (
    <>
      <ListItemButton
        onClick={async () => {
          if (pendingUid) {
            const own = { ...nothing, count: pendingSaves(), earlier: earlierSaves() };
            if (isNothing(own)) return leave();
            setWaiting(own);
            return setAsking(true);
          }
          const [others, gone] = await Promise.all([inOtherOpenTabs(), unsentOfGonePages().catch(() => 0)]);
          const theirs = ofOtherUsers(uid);
          const people = { saves: theirs.length, persons: new Set(theirs.map((entry) => entry.uid)).size };
          const now = { count: pendingSaves(), earlier: earlierSaves(), others, gone, people };
          if (isNothing(now)) return leave();
          setWaiting(now);
          setAsking(true);
        }}
      >
        <ListItemIcon>
          <LogoutIcon />
        </ListItemIcon>
        <ListItemText primary="Sair" />
      </ListItemButton>
      <UnsentQuestion open={asking} waiting={waiting} onLeave={leave} onClose={() => setAsking(false)} />
    </>
  );
}
