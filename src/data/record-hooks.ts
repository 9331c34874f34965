// The health alerts a signed-in reader may see (issue 16): one live query, shared by Alunos and the
// class details (live.ts), by student id. Admins get every alert; anyone else only those whose care
// team names them — the rules refuse any other query, so nothing else reaches the device.
import { useLive, type Live } from './live';
import { subscribeAlerts, type AlertDoc } from './records-repo';

const noAlerts: ReadonlyMap<string, AlertDoc> = new Map();

export function useHealthAlerts(uid: string | null, admin: boolean): Live<ReadonlyMap<string, AlertDoc>> {
  return useLive<ReadonlyMap<string, AlertDoc>>(
    uid ? subscribeAlerts(uid, admin) : null,
    `recordAlerts:${admin ? 'all' : (uid ?? '')}`,
    noAlerts,
  );
}
