// scripts/create-admin.ts against the emulators: the first admin of a project, with the list of
// active admins (access/admins) the rules keep in step with the profiles.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminsDoc } from '../../src/domain/admins';
import { admin, clearEmulators, createStaff, projectId, uniqueEmail } from '../support/emulator';

const run = promisify(execFile);
const createAdmin = (email: string, nome: string) =>
  run('npx', ['tsx', 'scripts/create-admin.ts', '--project', projectId, '--email', email, '--nome', nome], {
    env: process.env,
  });
const list = async () => (await admin().db.doc(adminsDoc.join('/')).get()).data();
/** The profile's log ('Histórico' in Usuários), oldest first, and the entry the profile names as its last. */
async function logOf(uid: string) {
  const entries = await admin().db.collection(`users/${uid}/changes`).orderBy('writtenAt').get();
  const profile = (await admin().db.doc(`users/${uid}`).get()).data();
  return {
    actions: entries.docs.map((d) => d.get('action') as string),
    first: entries.docs[0],
    last: entries.docs.at(-1),
    named: profile?.lastChange as string | undefined,
  };
}

describe('create-admin', { timeout: 60_000 }, () => {
  beforeEach(() => clearEmulators());

  it('creates the first admin of an empty project, listed as the active admin', async () => {
    const email = uniqueEmail('dona');
    const { stdout } = await createAdmin(email.toUpperCase(), 'Dona do Estúdio');
    expect(stdout).toContain(`Alvo: emuladores locais (Firestore ${process.env.FIRESTORE_EMULATOR_HOST ?? ''})`);
    expect(stdout).toContain(`${email} é admin ativo (conta criada)`);
    expect(stdout).toMatch(/Defina a senha por este link:\nhttp/);
    const account = await admin().auth.getUserByEmail(email);
    const profile = (await admin().db.doc(`users/${account.uid}`).get()).data();
    expect(profile).toMatchObject({ nome: 'Dona do Estúdio', email, role: 'admin', active: true });
    expect(await list()).toEqual({ uids: [account.uid], changed: account.uid });
    // 'Histórico' says who created it: the script, not a person (and not "before the log began").
    const log = await logOf(account.uid);
    expect(log.actions).toEqual(['criar']);
    expect(log.last?.data()).toMatchObject({
      role: 'admin',
      active: true,
      updatedBy: 'create-admin',
      updatedByName: 'Script create-admin',
    });
    expect(log.named).toBe(log.last?.id);
  });

  it("restores a revoked admin from before the log: 'Ativado' after its creation, not a sign-up's approval", async () => {
    const email = uniqueEmail('revogada');
    const uid = await createStaff(email, { role: 'admin', active: false });
    const createdAt = Date.parse('2025-03-10T12:00:00Z'); // long before the log began
    await admin().db.doc(`users/${uid}`).update({ createdAt });
    await createAdmin(email, 'Dona Revogada');
    const log = await logOf(uid);
    expect(log.actions).toEqual(['criar', 'ativar']);
    expect(log.first?.data()).toMatchObject({ role: 'admin', active: false, updatedByName: 'Migração' });
    expect((log.first?.get('writtenAt') as Timestamp).toMillis()).toBe(createdAt);
    expect(log.last?.data()).toMatchObject({ role: 'admin', active: true, updatedByName: 'Script create-admin' });
    expect(log.named).toBe(log.last?.id);
  });

  it('approves a sign-up awaiting approval as an admin: its first entry, as an approval', async () => {
    const email = uniqueEmail('pendente');
    const uid = await createStaff(email, { active: 'pending' });
    await createAdmin(email, 'Pessoa Pendente');
    expect((await logOf(uid)).actions).toEqual(['ativar']);
  });

  it('refuses half an emulator setup (Firestore local, Auth real) before writing anything', async () => {
    const { FIREBASE_AUTH_EMULATOR_HOST: _auth, ...env } = process.env;
    const email = uniqueEmail('metade');
    const failure = await run(
      'npx',
      ['tsx', 'scripts/create-admin.ts', '--project', projectId, '--email', email, '--nome', 'Metade'],
      { env },
    ).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 2, stderr: expect.stringContaining('precisam estar os dois definidos') });
    expect((await admin().db.collection('users').where('email', '==', email).get()).size).toBe(0);
  });

  it('migrate refuses the same half setup (a variable left in a production terminal) before migrating', async () => {
    const { FIREBASE_AUTH_EMULATOR_HOST: _auth, ...env } = process.env;
    const failure = await run('npx', ['tsx', 'scripts/migrate.ts', '--project', projectId, '--dry-run'], {
      env,
    }).catch((error: { code: number; stderr: string; stdout: string }) => error);
    expect(failure).toMatchObject({ code: 2, stderr: expect.stringContaining('precisam estar os dois definidos') });
    expect(failure).not.toMatchObject({ stdout: expect.stringContaining('documento(s)') });
  });

  it('promotes an existing account and lists every active admin, repairing a missing list', async () => {
    const earlier = await createStaff(uniqueEmail('antiga'), { role: 'admin' });
    await admin().db.doc(adminsDoc.join('/')).delete(); // data from before the list existed
    const email = uniqueEmail('instrutora');
    const uid = await createStaff(email);
    const { stdout } = await createAdmin(email, 'Instrutora Promovida');
    expect(stdout).toContain('conta existente promovida');
    expect(stdout).toContain('Admins ativos agora: 2.');
    expect((await list())?.uids).toEqual(expect.arrayContaining([earlier, uid]));
    expect((await list())?.uids).toHaveLength(2);
    // Promoted without --cpf or --telefone: the profile keeps its own.
    const profile = (await admin().db.doc(`users/${uid}`).get()).data();
    expect(profile).toMatchObject({ nome: 'Instrutora Promovida', cpf: '529.982.247-25', telefone: '(22) 99999-0000' });
    // Its log (none before: a profile from before it) begins as the migration begins it, then the
    // promotion (the label 'Promovido a admin'); run again, a correction.
    expect((await logOf(uid)).actions).toEqual(['criar', 'tornar-admin']);
    await createAdmin(email, 'Instrutora Promovida');
    const log = await logOf(uid);
    expect(log.actions.slice(-2)).toEqual(['tornar-admin', 'editar']);
    expect(log.named).toBe(log.last?.id);
  });
});
