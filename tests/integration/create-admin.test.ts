// scripts/create-admin.ts against the emulators: the first admin of a project, with the list of
// active admins (access/admins) the rules keep in step with the profiles.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
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
    // Its log gains the promotion (the label 'Promovido a admin'); run again, a correction.
    expect((await logOf(uid)).actions.at(-1)).toBe('tornar-admin');
    await createAdmin(email, 'Instrutora Promovida');
    const log = await logOf(uid);
    expect(log.actions.slice(-2)).toEqual(['tornar-admin', 'editar']);
    expect(log.named).toBe(log.last?.id);
  });
});
