// Creates (or promotes) the first admin of a real Firebase project.
//   GOOGLE_APPLICATION_CREDENTIALS=~/salus-service-account.json \
//     npx tsx scripts/create-admin.ts --project <id> --email <email> --nome "<name>" [--cpf ...] [--telefone ...]
// The account gets a random password; the script prints a link to set a real one.
// Against the emulators (FIRESTORE_EMULATOR_HOST set) it works the same, without credentials.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { adminApp } from './admin-target.ts';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { maskCpf, maskPhone } from '../src/domain/masks';
import { userSchema, type User } from '../src/domain/user';
import { changeActionOf, type UserChangeAction } from '../src/domain/user-change';
import { rebuildActiveAdminsIn } from './active-admins.ts';
import { LOG_START, logStart } from './migrations.ts';

const { values } = parseArgs({
  options: {
    project: { type: 'string' },
    email: { type: 'string' },
    nome: { type: 'string' },
    // Left out when promoting: the profile keeps its own.
    cpf: { type: 'string' },
    telefone: { type: 'string' },
  },
});
if (!values.project || !values.email || !values.nome) {
  console.error(
    'uso: npx tsx scripts/create-admin.ts --project <id> --email <email> --nome "<nome>" [--cpf] [--telefone]',
  );
  process.exit(2);
}

const app = adminApp(values.project);
const auth = getAuth(app);
const db = getFirestore(app);
const email = values.email.trim().toLowerCase();

const existing = await auth.getUserByEmail(email).catch(() => null);
const account =
  existing ??
  (await auth.createUser({ email, password: `${randomBytes(12).toString('base64url')}a1`, displayName: values.nome }));
const ref = db.doc(`users/${account.uid}`);
const nome = values.nome;

/** Who the profile's log names for this script's write: not a person, and said so in 'Histórico'. */
const SCRIPT_AUTHOR = { updatedBy: 'create-admin', updatedByName: 'Script create-admin' };

/** How the log names this write: a new profile is created; an existing one promoted, approved or corrected. */
function actionOn(current: Record<string, unknown> | undefined): UserChangeAction {
  if (!current) return 'criar';
  return changeActionOf({
    ...(current.active === true ? {} : { active: true }),
    ...(current.role === 'admin' ? {} : { role: 'admin' }),
  });
}
// The profile and the list of active admins (access/admins, which the rules keep in step with the
// profiles) in one transaction; the list is rebuilt from every active admin's profile, so this also
// repairs a project whose list is missing or out of step.
const admins = await db.runTransaction(async (tx) => {
  const current = (await tx.get(ref)).data();
  const kept = (key: 'cpf' | 'telefone') => (typeof current?.[key] === 'string' ? (current[key] as string) : '');
  const profile: User = userSchema.parse({
    nome: nome.trim(),
    // Stored as the forms' masks write them, however they were typed; when not given, as they were.
    cpf: values.cpf === undefined ? kept('cpf') : maskCpf(values.cpf),
    telefone: values.telefone === undefined ? kept('telefone') : maskPhone(values.telefone),
    email,
    role: 'admin',
    active: true,
    createdAt: typeof current?.createdAt === 'number' ? current.createdAt : Date.now(),
    // A new account verifies its e-mail when the person sets a password through the link below.
    emailVerified: account.emailVerified,
  });
  // A profile from before the log (no entry yet, no sign-up awaiting approval): its log begins as the
  // migration begins it, so this script's entry is not read as a sign-up's approval or refusal.
  const unlogged =
    current !== undefined &&
    current.active !== 'pending' &&
    !('lastChange' in current) &&
    (await tx.get(ref.collection('changes').limit(1))).empty;
  const uids = await rebuildActiveAdminsIn(tx, db, [account.uid]);
  if (unlogged) tx.set(ref.collection('changes').doc(LOG_START), logStart(current));
  // Its entry in the profile's log ('Histórico' in Usuários), as an admin's write in the app makes one.
  const change = ref.collection('changes').doc();
  tx.set(change, {
    action: actionOn(current),
    role: profile.role,
    active: profile.active,
    ...SCRIPT_AUTHOR,
    writtenAt: FieldValue.serverTimestamp(),
  });
  tx.set(ref, { ...profile, lastChange: change.id });
  return uids;
});
console.log(`✓ ${email} é admin ativo (${existing ? 'conta existente promovida' : 'conta criada'}).`);
console.log(`  Admins ativos agora: ${admins.length}.`);
if (!existing) console.log(`Defina a senha por este link:\n${await auth.generatePasswordResetLink(email)}`);
