// The floor of a staff screen (npm run bench:screens): no React, no MUI, no code of ours — the
// Firebase SDK alone, set up as the app sets it up (persistent multi-tab cache, the same emulators),
// restores the signed-in session and runs the screen's queries, given in the URL's hash; it is timed
// to the moment every answer is in memory. Like the app, it takes an answer from this device's cache
// only when the server gave the same query as many documents before (else it waits for the server).
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  documentId,
  initializeFirestore,
  onSnapshot,
  orderBy,
  persistentLocalCache,
  persistentMultipleTabManager,
  query,
  where,
  type DocumentData,
  type QueryConstraint,
  type WhereFilterOp,
} from 'firebase/firestore';
import { todayIso } from '../../../src/domain/dates';
import { occursOn, type Recurring } from '../../../src/domain/occurrences';
import type { FloorQuery } from './floor-query';

declare global {
  interface Window {
    __salusFloor?: { auth: number; queries: Record<string, number>; done: number; documents: number; error?: string };
  }
}

const env = import.meta.env;
const app = initializeApp({ apiKey: 'demo-key', authDomain: 'demo-salus.firebaseapp.com', projectId: 'demo-salus' });
const auth = initializeAuth(app, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
});
connectAuthEmulator(auth, `http://${env.VITE_AUTH_EMULATOR_HOST || '127.0.0.1:9099'}`, { disableWarnings: true });
const db = initializeFirestore(app, {
  localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
});
const [host = '127.0.0.1', port = '8080'] = (env.VITE_FIRESTORE_EMULATOR_HOST || '127.0.0.1:8080').split(':');
connectFirestoreEmulator(db, host, Number(port));

const queries = JSON.parse(decodeURIComponent(location.hash.slice(1))) as FloorQuery[];

/** Resolves with the documents' data once `spec`'s whole answer is in memory. */
function whole(spec: FloorQuery, uid: string, filters: QueryConstraint[] = []): Promise<DocumentData[]> {
  const path = spec.path.replace('{uid}', uid);
  const known = Number(localStorage.getItem(`floor:${spec.name}`) ?? NaN);
  return new Promise((resolve, reject) => {
    const done = (rows: DocumentData[], fromCache: boolean) => {
      if (fromCache && !(rows.length >= known)) return false;
      if (!fromCache) localStorage.setItem(`floor:${spec.name}`, String(rows.length));
      stop();
      resolve(rows);
      return true;
    };
    const stop = spec.doc
      ? onSnapshot(
          doc(db, path),
          { includeMetadataChanges: true },
          (snapshot) => {
            const data = snapshot.data(); // decoded, as the app's converter would
            done(data ? [data] : [], snapshot.metadata.fromCache);
          },
          reject,
        )
      : onSnapshot(
          query(collection(db, path), ...constraints(spec), ...filters),
          { includeMetadataChanges: true },
          (snapshot) =>
            done(
              snapshot.docs.map((d) => d.data()),
              snapshot.metadata.fromCache,
            ),
          reject,
        );
  });
}

function constraints(spec: FloorQuery): QueryConstraint[] {
  return [
    ...(spec.where ?? []).map(([field, op, value]) => where(field, op as WhereFilterOp, value)),
    ...(spec.orderBy ?? []).map(([field, direction]) => orderBy(field, direction)),
  ];
}

/** The students of today's classes among `schedules`, read by id as the app does: how many. */
async function studentsOfToday(schedules: DocumentData[], uid: string): Promise<number> {
  const today = todayIso();
  const ids = [
    ...new Set(schedules.filter((s) => occursOn(s as Recurring, today)).flatMap((s) => s.studentIds as string[])),
  ];
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length; i += 30) chunks.push(ids.slice(i, i + 30));
  const answers = await Promise.all(
    chunks.map((chunk, i) =>
      whole({ name: `student-names:${i}`, path: 'students' }, uid, [where(documentId(), 'in', chunk)]),
    ),
  );
  return answers.reduce((sum, rows) => sum + rows.length, 0);
}

async function run() {
  await auth.authStateReady();
  const authAt = performance.now();
  const uid = auth.currentUser?.uid;
  if (!uid) throw new Error('no session restored');
  const times: Record<string, number> = {};
  // Asked in the screen's order (the server answers a stream's queries in the order asked).
  const waited: Promise<number>[] = [];
  for (const spec of queries) {
    if (spec.background) {
      void whole(spec, uid).catch(() => undefined);
      continue;
    }
    waited.push(
      whole(spec, uid).then(async (rows) => {
        const names = spec.thenStudentsOfToday ? await studentsOfToday(rows, uid) : 0;
        times[spec.name] = performance.now();
        return rows.length + names;
      }),
    );
  }
  const sizes = await Promise.all(waited);
  window.__salusFloor = {
    auth: authAt,
    queries: times,
    done: performance.now(),
    documents: sizes.reduce((a, b) => a + b, 0),
  };
}

run().catch((error: unknown) => {
  window.__salusFloor = { auth: NaN, queries: {}, done: NaN, documents: 0, error: String(error) };
});
