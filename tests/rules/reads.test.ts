// Who reads what the other files' role × operation tables leave out: the histories of every tracked
// document, credits, a class's occurrences, the login links, a profile's log — and that none of those
// entries is written, changed or deleted on its own, by any role.
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { describe, it } from 'vitest';
import { validCareTeam } from './records-fixtures';
import { NOW, ROLES, authorOf, expectRule, uidOf, useRulesEnv, type Data, type Role } from './env';

const staff = (role: Role) => role === 'admin' || role === 'instrutor';
const admin = (role: Role) => role === 'admin';

/** A stored history entry: the version it replaced, by the admin (the rules read its parent's version). */
const entry: Data = {
  data: { createdAt: NOW, updatedAt: NOW },
  version: 1,
  updatedBy: uidOf('admin'),
  updatedByName: 'Ana Admin',
  writtenAt: firebase.firestore.Timestamp.fromMillis(NOW),
};
const doc: Data = { createdAt: NOW, updatedAt: NOW };
const occurrence = 'schedules/s1/occurrences/2026-01-05';
const ownLink = `instructorLinks/${uidOf('instrutor')}`;

/** Each document, who may read it, and what its collection is. */
const readable: [string, (role: Role) => boolean][] = [
  ['credits/c1', staff],
  ['credits/c1/history/1', admin],
  [occurrence, staff],
  [`${occurrence}/history/1`, admin],
  ['closures/x1/history/1', admin],
  ['settings/studio/history/1', admin],
  [ownLink, staff],
  [`${ownLink}/history/1`, admin],
  ['careTeams/on/history/1', admin],
  // A session note's versions: its record's readers, the care team (`on` holds the instrutor).
  ['records/on/notes/n1/history/1', staff],
  ['records/off/notes/n1/history/1', admin],
  [`users/${uidOf('instrutor')}/changes/c1`, admin],
];
const parentOf = (path: string) => path.slice(0, path.lastIndexOf('/'));

describe('what the other tables leave out', () => {
  // Only what a read needs: the rules of get and list look at the caller and the care team, not the shape.
  const env = useRulesEnv({
    'credits/c1': doc,
    'credits/c1/history/1': entry,
    [occurrence]: doc,
    [`${occurrence}/history/1`]: entry,
    'closures/x1': doc,
    'closures/x1/history/1': entry,
    'settings/studio': doc,
    'settings/studio/history/1': entry,
    [ownLink]: { instructorId: 'i1', ...doc },
    [`${ownLink}/history/1`]: entry,
    'careTeams/on/history/1': entry,
    'careTeams/on': validCareTeam,
    'careTeams/off': { ...validCareTeam, uids: [uidOf('admin')] },
    'records/on/notes/n1': { ...doc, version: 1 },
    'records/on/notes/n1/history/1': entry,
    'records/off/notes/n1': { ...doc, version: 1 },
    'records/off/notes/n1/history/1': entry,
    [`users/${uidOf('instrutor')}/changes/c1`]: { action: 'ativar', role: 'instrutor', active: true, ...entry },
  });

  describe('reads', () => {
    it.each(readable.flatMap(([path, may]) => ROLES.map((role) => ({ path, role, allowed: may(role) }))))(
      '$path: $role reads it → $allowed',
      async ({ path, role, allowed }) => {
        await expectRule(env.as(role).doc(path).get(), allowed);
        await expectRule(env.as(role).collection(parentOf(path)).get(), allowed);
      },
    );
  });

  describe('a history entry, or a profile log entry, on its own', () => {
    // Written as each role itself, at the server's time: what refuses it is the missing write of its
    // record in the same batch (at version 6, after this one), or of the profile naming the log entry.
    const entries = readable.map(([path]) => path).filter((path) => /\/(history|changes)\//.test(path));
    const own = (path: string, role: Role): Data =>
      path.includes('/changes/')
        ? { action: 'ativar', role: 'instrutor', active: true, ...authorOf(role) }
        : { data: { createdAt: NOW, updatedAt: NOW }, version: 5, ...authorOf(role) };
    it.each(entries.flatMap((path) => ROLES.map((role) => ({ path, role }))))(
      '$path: $role cannot write, change or delete one',
      async ({ path, role }) => {
        const db = env.as(role);
        await expectRule(db.doc(`${parentOf(path)}/5`).set(own(path, role)), false);
        await expectRule(db.doc(path).update(authorOf(role)), false);
        await expectRule(db.doc(path).delete(), false);
      },
    );
  });
});
