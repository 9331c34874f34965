// The words of the sync status, shared by its chips and by the plain stand-in shown when the chips'
// code cannot be loaded (offline before it was ever fetched).

/** How many changes wait to be sent; `earlier`: some kept from before the page was loaded (number unknown). */
export function pendingLabel(count: number, earlier: boolean): string {
  const these = count === 1 ? '1 alteração' : `${count} alterações`;
  if (!earlier) return `${these} aguardando envio`;
  return count === 0 ? 'Alterações anteriores aguardando envio' : `${these} e outras anteriores aguardando envio`;
}

export const OFFLINE = 'Sem conexão';
export const RECONNECTING = 'Reconectando ao servidor…';

export interface SyncState {
  online: boolean;
  /** Online, the Firestore server answers (it reconnects by itself when it does not). */
  reachable: boolean;
  pending: number;
  /** Changes kept on this device from before the page was loaded wait too (their number is unknown). */
  earlier: boolean;
}

/** Each thing to say, in the order shown. */
export function syncNotices({ online, reachable, pending, earlier }: SyncState): string[] {
  return [
    ...(online ? [] : [OFFLINE]),
    ...(online && !reachable ? [RECONNECTING] : []),
    ...(pending > 0 || earlier ? [pendingLabel(pending, earlier)] : []),
  ];
}

/**
 * Why a change was refused after the person had moved on (sent later: made offline, or before a
 * reload): the rules judged it when it reached the server, and by then it was no longer allowed.
 */
export const LATE_REFUSAL =
  'o servidor recusou a alteração: quando ela chegou, já não era aceita (outra pessoa pode ter alterado o ' +
  'registro antes, ou um prazo passou, como as 3 horas de um aviso de falta ou as 24 horas para editar uma evolução).';
