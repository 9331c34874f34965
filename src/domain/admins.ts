// access/admins: the uids of the studio's active admins. Every write that makes someone an active
// admin, or stops them being one, changes this one document in the same batch, and the rules check
// both agree (firestore.rules, "access/admins"). So two admins revoking each other at once both
// write the same document: Firestore orders the two writes and the second is judged against the
// first's result, which leaves the studio with at least one active admin.
import { z } from './z';
import { distinct, docId } from './fields';
import type { User } from './user';

/** The path of the list (collection, document). */
export const adminsDoc = ['access', 'admins'] as const;

/** Far above any studio; bounds the document's size. */
export const MAX_ADMINS = 1000;

export const activeAdminsSchema = z.strictObject({
  /** Never empty: the studio always keeps one active admin. */
  uids: z.array(docId).min(1).max(MAX_ADMINS).refine(distinct),
  /** The uid the last write added or removed (the rules check that profile). */
  changed: docId,
});
export type ActiveAdmins = z.infer<typeof activeAdminsSchema>;

/** Whether a profile holds admin powers: an admin whose access is active. */
export const isActiveAdmin = (user: Pick<User, 'role' | 'active'>): boolean =>
  user.role === 'admin' && user.active === true;

/** The list the seeds and scripts write from a set of profiles (null when none is an active admin). */
export function activeAdminsOf(
  profiles: readonly (Pick<User, 'role' | 'active'> & { uid: string })[],
): ActiveAdmins | null {
  const uids = profiles.filter(isActiveAdmin).map((p) => p.uid);
  const [first] = uids;
  return first === undefined ? null : activeAdminsSchema.parse({ uids, changed: first });
}
