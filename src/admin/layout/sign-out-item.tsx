import { useEffect, useState } from 'react';
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
  // It follows what is unsent while open (SignOutItem): no need to watch the top bar, behind it.
  if (count > 0 || earlier || others.saves + closed > 0)
    parts.push('Com conexão, o envio leva instantes, e este aviso se atualiza sozinho.');
  if (people.saves > 0)
    parts.push(
      `Peça a ${onePerson ? 'essa pessoa que entre' : 'essas pessoas que entrem'} aqui, com conexão, antes de você sair.`,
    );
  return parts.join(' ');
};

/**
 * "Sair sem enviar as alterações?", saying which are still unsent (`waiting`); once they have all been
 * sent while it was open, it says so and Sair is no longer a risk.
 */
export function UnsentQuestion(props: { open: boolean; waiting: Unsent; onLeave: () => void; onClose: () => void }) {
  const sent = isNothing(props.waiting);
  return (
    <ConfirmDialog
      open={props.open}
      title={sent ? 'Alterações enviadas' : 'Sair sem enviar as alterações?'}
      message={
        sent ? 'Todas as alterações foram enviadas ao servidor: você pode sair sem perder nada.' : unsent(props.waiting)
      }
      confirmLabel={sent ? 'Sair' : 'Sair mesmo assim'}
      destructive={!sent}
      live
      onConfirm={props.onLeave}
      onClose={props.onClose}
    />
  );
}

/** What Sair would throw away now (`pendingUid`: someone awaiting approval, whose own saves only count). */
async function unsentNow(uid: string | null, pendingUid: string | undefined): Promise<Unsent> {
  if (pendingUid) return { ...nothing, count: pendingSaves(), earlier: earlierSaves() };
  const [others, gone] = await Promise.all([inOtherOpenTabs(), unsentOfGonePages().catch(() => 0)]);
  const theirs = ofOtherUsers(uid);
  const people = { saves: theirs.length, persons: new Set(theirs.map((entry) => entry.uid)).size };
  return { count: pendingSaves(), earlier: earlierSaves(), others, gone, people };
}

/** How often the question looks again at what is unsent while it is open (the connection may send it). */
const RECHECK_MS = 1000;

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
  // Asked, the person may wait for the connection: the question follows what is still unsent.
  useEffect(() => {
    if (!asking) return undefined;
    let live = true;
    let checking = false; // a slow check is not overtaken by the next, nor its answer by an older one
    const timer = setInterval(() => {
      if (checking) return;
      checking = true;
      void unsentNow(uid, pendingUid)
        .then((now) => live && setWaiting(now))
        .finally(() => {
          checking = false;
        });
    }, RECHECK_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [asking, uid, pendingUid]);
  return (
    <>
      <ListItemButton
        onClick={async () => {
          const now = await unsentNow(uid, pendingUid);
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
