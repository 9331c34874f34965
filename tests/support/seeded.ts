// Checks on what a seed (scripts/seed.ts, scripts/seed-bench.ts) wrote into the emulators: counts,
// every document through its stored schema, and every document again through the security rules.
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  doc,
  getFirestore,
  serverTimestamp,
  terminate,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { activeAdminsSchema, adminsDoc, isActiveAdmin } from '../../src/domain/admins';
import { storedClosureSchema } from '../../src/domain/closure';
import { storedCreditSchema } from '../../src/domain/credit';
import { storedInstructorSchema } from '../../src/domain/instructor';
import { storedInstructorPrivateSchema } from '../../src/domain/instructor-private';
import { storedInstructorLinkSchema } from '../../src/domain/instructor-link';
import { storedOccurrenceSchema } from '../../src/domain/occurrence';
import { storedPaymentSchema } from '../../src/domain/payment';
import { storedEnrollmentSchema, storedScheduleSchema } from '../../src/domain/schedule';
import { storedStudentSchema } from '../../src/domain/student';
import { storedStudentPrivateSchema } from '../../src/domain/student-private';
import { userSchema } from '../../src/domain/user';
import { userChangeSchema } from '../../src/domain/user-change';
import { admin, emulatorHosts, projectId } from './emulator';

/** Accounts and documents per collection, as stored. */
export async function countSeeded() {
  const { auth, db } = admin();
  const count = async (name: string) => (await db.collection(name).count().get()).data().count;
  return {
    accounts: (await auth.listUsers()).users.length,
    users: await count('users'),
    students: await count('students'),
    studentPrivate: await count('studentPrivate'),
    instructors: await count('instructors'),
    instructorPrivate: await count('instructorPrivate'),
    schedules: await count('schedules'),
    enrollments: (await db.collectionGroup('enrollments').count().get()).data().count,
    payments: await count('payments'),
    occurrences: (await db.collectionGroup('occurrences').count().get()).data().count,
    credits: await count('credits'),
  };
}

/** A stored document as the app reads it: the server's timestamps (writtenAt) as epoch ms. */
function asRead(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const millis = (value as { toMillis?: () => number } | null)?.toMillis;
    out[key] = typeof millis === 'function' ? millis.call(value) : value;
  }
  return out;
}

/** Paths of stored documents that fail their schema, or enrollments not keyed by their student. */
export async function unreadableSeeded(): Promise<string[]> {
  const { db } = admin();
  const schemas = {
    users: userSchema,
    students: storedStudentSchema,
    studentPrivate: storedStudentPrivateSchema,
    instructors: storedInstructorSchema,
    instructorPrivate: storedInstructorPrivateSchema,
    schedules: storedScheduleSchema,
    payments: storedPaymentSchema,
    credits: storedCreditSchema,
    closures: storedClosureSchema,
    instructorLinks: storedInstructorLinkSchema,
  };
  const bad: string[] = [];
  for (const [name, schema] of Object.entries(schemas)) {
    for (const snapshot of (await db.collection(name).get()).docs) {
      if (!schema.safeParse(asRead(snapshot.data())).success) bad.push(`${name}/${snapshot.id}`);
    }
  }
  for (const snapshot of (await db.collectionGroup('occurrences').get()).docs) {
    const ok =
      storedOccurrenceSchema.safeParse(asRead(snapshot.data())).success && snapshot.id === snapshot.data().date;
    if (!ok) bad.push(snapshot.ref.path);
  }
  // A profile's log: each entry readable, and the entry a profile names as its last change there.
  const entries = (await db.collectionGroup('changes').get()).docs;
  for (const snapshot of entries) {
    if (!userChangeSchema.safeParse(asRead(snapshot.data())).success) bad.push(snapshot.ref.path);
  }
  const entryPaths = new Set(entries.map((snapshot) => snapshot.ref.path));
  for (const snapshot of (await db.collection('users').get()).docs) {
    const last = snapshot.get('lastChange') as unknown;
    if (last !== undefined && !entryPaths.has(`users/${snapshot.id}/changes/${String(last)}`)) {
      bad.push(`users/${snapshot.id} (lastChange)`);
    }
  }
  for (const snapshot of (await db.collectionGroup('enrollments').get()).docs) {
    const ok =
      storedEnrollmentSchema.safeParse(asRead(snapshot.data())).success && snapshot.id === snapshot.data().studentId;
    if (!ok) bad.push(snapshot.ref.path);
  }
  return bad;
}

/** The uids access/admins lists, and the uids whose profiles are active admins (both sorted). */
export async function activeAdminsSeeded(): Promise<{ listed: string[]; profiles: string[] }> {
  const { db } = admin();
  const list = activeAdminsSchema.safeParse((await db.doc(adminsDoc.join('/')).get()).data());
  const profiles = (await db.collection('users').get()).docs
    .filter((snapshot) => isActiveAdmin(userSchema.parse(snapshot.data())))
    .map((snapshot) => snapshot.id);
  return { listed: list.success ? [...list.data.uids].sort() : [], profiles: profiles.sort() };
}

let apps = 0;
/** A web client of its own, signed in with the given account; `close` ends it. */
export async function signedInClient(email: string, password: string) {
  const app = initializeApp({ apiKey: 'demo-key', projectId }, `seeded-client-${(apps += 1)}`);
  const db = getFirestore(app);
  const auth = getAuth(app);
  const hosts = emulatorHosts();
  const [host = '127.0.0.1', port] = hosts.firestore.split(':');
  connectFirestoreEmulator(db, host, Number(port));
  connectAuthEmulator(auth, `http://${hosts.auth}`, { disableWarnings: true });
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  const profile = await admin().db.doc(`users/${user.uid}`).get();
  return {
    db,
    /** The signed-in user as the author of writes (authorship.ts). */
    author: { updatedBy: user.uid, updatedByName: String(profile.get('nome')) },
    close: async () => {
      await terminate(db);
      await deleteApp(app);
    },
  };
}

/**
 * Writes every seeded document again through the web SDK, as the signed-in `author` of `db` would save
 * it unchanged in the app (firebase-admin bypassed the rules): a new version by that author, now, with
 * the history entry of the seeded one (src/data/tracked.ts). The paths the rules refused, and how many
 * writes were tried.
 */
export async function rewriteSeeded(
  db: Firestore,
  author: { updatedBy: string; updatedByName: string },
): Promise<{ tried: number; rejected: string[] }> {
  const { db: adminDb } = admin();
  const writes: [string, Promise<void>][] = [];
  const stamp = () => ({ ...author, writtenAt: serverTimestamp() });
  const nextVersion = (batch: ReturnType<typeof writeBatch>, path: string[], data: Record<string, unknown>) => {
    const { writtenAt: _w, ...previous } = data;
    const version = Number(data.version);
    const [name = '', id = ''] = path;
    batch.set(doc(db, name, id, 'history', String(version)), { data: previous, version, ...stamp() });
    const updatedAt = Math.max(Date.now(), Number(data.updatedAt));
    batch.set(doc(db, name, id), { ...data, updatedAt, ...stamp(), version: version + 1 });
  };
  for (const name of ['students', 'studentPrivate', 'instructors', 'instructorPrivate', 'payments']) {
    for (const snapshot of (await adminDb.collection(name).get()).docs) {
      const batch = writeBatch(db);
      nextVersion(batch, [name, snapshot.id], snapshot.data());
      writes.push([`${name}/${snapshot.id}`, batch.commit()]);
    }
  }
  // A schedule and its enrollments in one batch, as the app writes them.
  for (const snapshot of (await adminDb.collection('schedules').get()).docs) {
    const batch = writeBatch(db);
    nextVersion(batch, ['schedules', snapshot.id], snapshot.data());
    for (const enrollment of (await snapshot.ref.collection('enrollments').get()).docs) {
      const data = enrollment.data();
      const updatedAt = Math.max(Date.now(), Number(data.updatedAt));
      batch.set(doc(db, 'schedules', snapshot.id, 'enrollments', enrollment.id), { ...data, updatedAt, ...stamp() });
    }
    writes.push([`schedules/${snapshot.id}`, batch.commit()]);
  }
  const results = await Promise.allSettled(writes.map(([, write]) => write));
  return { tried: writes.length, rejected: writes.filter((_, i) => results[i]?.status === 'rejected').map(([p]) => p) };
}
