// Checks on what a seed (scripts/seed.ts, scripts/seed-bench.ts) wrote into the emulators: counts,
// every document through its stored schema, and every document again through the security rules.
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  doc,
  getFirestore,
  setDoc,
  terminate,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { activeAdminsSchema, adminsDoc, isActiveAdmin } from '../../src/domain/admins';
import { instructorSchema } from '../../src/domain/instructor';
import { paymentSchema } from '../../src/domain/payment';
import { enrollmentSchema, scheduleSchema } from '../../src/domain/schedule';
import { studentSchema } from '../../src/domain/student';
import { userSchema } from '../../src/domain/user';
import { admin, emulatorHosts, projectId } from './emulator';

/** Accounts and documents per collection, as stored. */
export async function countSeeded() {
  const { auth, db } = admin();
  const count = async (name: string) => (await db.collection(name).count().get()).data().count;
  return {
    accounts: (await auth.listUsers()).users.length,
    users: await count('users'),
    students: await count('students'),
    instructors: await count('instructors'),
    schedules: await count('schedules'),
    enrollments: (await db.collectionGroup('enrollments').count().get()).data().count,
    payments: await count('payments'),
  };
}

/** Paths of stored documents that fail their schema, or enrollments not keyed by their student. */
export async function unreadableSeeded(): Promise<string[]> {
  const { db } = admin();
  const schemas = {
    users: userSchema,
    students: studentSchema,
    instructors: instructorSchema,
    schedules: scheduleSchema,
    payments: paymentSchema,
  };
  const bad: string[] = [];
  for (const [name, schema] of Object.entries(schemas)) {
    for (const snapshot of (await db.collection(name).get()).docs) {
      if (!schema.safeParse(snapshot.data()).success) bad.push(`${name}/${snapshot.id}`);
    }
  }
  for (const snapshot of (await db.collectionGroup('enrollments').get()).docs) {
    const ok = enrollmentSchema.safeParse(snapshot.data()).success && snapshot.id === snapshot.data().studentId;
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
  await signInWithEmailAndPassword(auth, email, password);
  return {
    db,
    close: async () => {
      await terminate(db);
      await deleteApp(app);
    },
  };
}

/**
 * Writes every seeded document again through the web SDK, as the signed-in user of `db` (firebase-admin
 * bypassed the rules): the paths the rules refused, and how many writes were tried.
 */
export async function rewriteSeeded(db: Firestore): Promise<{ tried: number; rejected: string[] }> {
  const { db: adminDb } = admin();
  const writes: [string, Promise<void>][] = [];
  for (const name of ['students', 'instructors', 'payments']) {
    for (const snapshot of (await adminDb.collection(name).get()).docs) {
      writes.push([`${name}/${snapshot.id}`, setDoc(doc(db, name, snapshot.id), snapshot.data())]);
    }
  }
  // A schedule and its enrollments in one batch, as the app writes them.
  for (const snapshot of (await adminDb.collection('schedules').get()).docs) {
    const batch = writeBatch(db);
    batch.set(doc(db, 'schedules', snapshot.id), snapshot.data());
    for (const enrollment of (await snapshot.ref.collection('enrollments').get()).docs) {
      batch.set(doc(db, 'schedules', snapshot.id, 'enrollments', enrollment.id), enrollment.data());
    }
    writes.push([`schedules/${snapshot.id}`, batch.commit()]);
  }
  const results = await Promise.allSettled(writes.map(([, write]) => write));
  return { tried: writes.length, rejected: writes.filter((_, i) => results[i]?.status === 'rejected').map(([p]) => p) };
}
