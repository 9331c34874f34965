// Helpers for tests that run against the Auth and Firestore emulators (started by
// scripts/with-emulators.mjs, which exports their hosts).
import { initializeApp, getApps, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { adminsDoc } from '../../src/domain/admins';
import { splitInstructor, type FullInstructor } from '../../src/domain/instructor-private';
import { splitStudent, type FullStudent } from '../../src/domain/student-private';
import { sampleInstructor, sampleStudent } from '../../src/domain/test-helpers';

export const projectId = 'demo-salus';

export function emulatorHosts() {
  const firestore = process.env.FIRESTORE_EMULATOR_HOST;
  const auth = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!firestore || !auth) {
    throw new Error('Emulators not running: use `node scripts/with-emulators.mjs "<command>"` (or npm test).');
  }
  return { firestore, auth };
}

/**
 * DELETE on an emulator-only endpoint. The Firestore emulator now and then answers 499 (a request it
 * dropped while still busy with the previous test's listeners): tried again, up to three times.
 */
async function wipe(url: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(url, { method: 'DELETE' });
    if (response.ok) return;
    if (attempt === 3) throw new Error(`clear failed: ${response.status} (${url})`);
  }
}

/** Wipes every document and every account (emulator-only endpoints). */
export async function clearEmulators(): Promise<void> {
  const { firestore, auth } = emulatorHosts();
  await Promise.all([
    wipe(`http://${firestore}/emulator/v1/projects/${projectId}/databases/(default)/documents`),
    wipe(`http://${auth}/emulator/v1/projects/${projectId}/accounts`),
  ]);
}

let adminApp: App | undefined;
/** firebase-admin against the emulators: bypasses the rules, for arranging test data. */
export function admin() {
  emulatorHosts();
  adminApp ??= getApps()[0] ?? initializeApp({ projectId });
  return { auth: getAuth(adminApp), db: getFirestore(adminApp) };
}

export type StaffRole = 'admin' | 'instrutor';

/** Creates an account and its profile (an active admin joins access/admins, as the app does); returns its uid. */
export async function createStaff(
  email: string,
  options: { role?: StaffRole; active?: boolean | 'pending'; password?: string; nome?: string } = {},
): Promise<string> {
  const { auth, db } = admin();
  const user = await auth.createUser({ email, password: options.password ?? 'senha123' });
  const role = options.role ?? 'instrutor';
  const active = options.active ?? true;
  const batch = db.batch();
  batch.set(db.doc(`users/${user.uid}`), {
    nome: options.nome ?? 'Pessoa de Teste',
    cpf: '529.982.247-25',
    telefone: '(22) 99999-0000',
    email,
    role,
    active,
    createdAt: Date.now(),
  });
  if (role === 'admin' && active === true) {
    batch.set(
      db.doc(adminsDoc.join('/')),
      { uids: FieldValue.arrayUnion(user.uid), changed: user.uid },
      { merge: true },
    );
  }
  await batch.commit();
  return user.uid;
}

export interface OobCode {
  email: string;
  requestType: 'PASSWORD_RESET' | 'VERIFY_EMAIL' | string;
  oobCode: string;
  oobLink: string;
}

/** The e-mails with action links the Auth emulator has "sent" to `email`, of one kind. */
export async function mailsTo(email: string, requestType: OobCode['requestType']): Promise<OobCode[]> {
  const response = await fetch(`http://${emulatorHosts().auth}/emulator/v1/projects/${projectId}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  return oobCodes.filter((code) => code.email === email.toLowerCase() && code.requestType === requestType);
}

/** Opens the link of the last such e-mail, as the person would (the emulator's action page). */
export async function followLastMail(email: string, requestType: OobCode['requestType'], query = ''): Promise<void> {
  const last = (await mailsTo(email, requestType)).at(-1);
  if (!last) throw new Error(`no ${requestType} e-mail for ${email}`);
  const response = await fetch(`${last.oobLink}${query}`);
  if (!response.ok) throw new Error(`${requestType} link: ${response.status}`);
}

let counter = 0;
/** A fresh e-mail address for each call, so tests never collide. */
export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${(counter += 1)}@teste.salus`;

/**
 * A record as the app stores it (src/domain/authorship.ts): version 1, written by a seeding admin at
 * the server's time — for data a test arranges with firebase-admin, which bypasses the rules.
 */
export function stored<T extends object>(data: T) {
  return { ...authored(data), version: 1 };
}

/** A document as the app writes it without a version (an enrollment): the author and the server's time. */
export function authored<T extends object>(data: T) {
  return { ...data, updatedBy: 'seed-admin', updatedByName: 'Semente', writtenAt: FieldValue.serverTimestamp() };
}

/** Records that other documents name: the rules require a payment's student and a class's instructor. */
export async function seedReferences({
  students = [],
  instructors = [],
}: {
  students?: string[];
  instructors?: string[];
}) {
  const { db } = admin();
  const batch = db.batch();
  for (const id of students) batch.set(db.doc(`students/${id}`), stored({ ...sampleStudent, nome: `Aluno ${id}` }));
  for (const id of instructors)
    batch.set(db.doc(`instructors/${id}`), stored({ ...sampleInstructor, nome: `Instrutor ${id}` }));
  await batch.commit();
}

/** A record and its private part, as the app stores them: `<collection>/{id}` and `<privateCollection>/{id}`. */
async function storeWithPrivate(paths: [string, string], record: object, details: object, id?: string) {
  const { db } = admin();
  const ref = id ? db.doc(`${paths[0]}/${id}`) : db.collection(paths[0]).doc();
  const batch = db.batch();
  batch.set(ref, stored(record));
  batch.set(db.doc(`${paths[1]}/${ref.id}`), stored(details));
  await batch.commit();
  return ref.id;
}

/** A whole student: students/{id} and studentPrivate/{id} (CPF, address, plan, fees: admins only). Its id. */
export function storeStudent(full: FullStudent, id?: string): Promise<string> {
  const { student, details } = splitStudent(full);
  return storeWithPrivate(['students', 'studentPrivate'], student, details, id);
}

/** A whole instructor: instructors/{id} and instructorPrivate/{id} (the home address). Its id. */
export function storeInstructor(full: FullInstructor, id?: string): Promise<string> {
  const { instructor, details } = splitInstructor(full);
  return storeWithPrivate(['instructors', 'instructorPrivate'], instructor, details, id);
}
