import { beforeEach, describe, expect, it } from 'vitest';
import { AdminKeptError, createUserByAdmin, UnfinishedUserError } from '../../src/data/admin-users';
import { signIn, signOut } from '../../src/data/auth-service';
import { secondaryFirebase } from '../../src/data/firebase';
import { recordEmailVerified, subscribePendingUsers, updateUser, type UserRecord } from '../../src/data/users-repo';
import { adminsDoc } from '../../src/domain/admins';
import { userFromForm, type UserForm } from '../../src/domain/user-form';
import { admin, clearEmulators, createStaff, followLastMail, mailsTo, uniqueEmail } from '../support/emulator';
import { connectDataLayerToEmulators, nextValue, watch } from '../support/web-client';

const { auth } = connectDataLayerToEmulators();

const form = (email: string): UserForm => ({
  nome: 'Laura Dias',
  cpf: '529.982.247-25',
  email,
  telefone: '(48) 99111-2233',
  role: 'instrutor',
});

/** The password-reset e-mails the Auth emulator has "sent" to `email`. */
const resetMailsTo = (email: string) => mailsTo(email, 'PASSWORD_RESET');

let adminUid = '';
const adminEmail = 'chefe@teste.salus';
beforeEach(async () => {
  await signOut();
  await clearEmulators();
  adminUid = await createStaff(adminEmail, { role: 'admin', password: 'certa123', nome: 'Ana Admin' });
  await signIn(adminEmail, 'certa123', true);
});

describe('createUserByAdmin', () => {
  it('creates the account and an active profile, sends the reset e-mail, and leaves the admin signed in', async () => {
    const email = uniqueEmail('nova');
    const uid = await createUserByAdmin(form(email.toUpperCase()));

    expect(auth.currentUser?.uid).toBe(adminUid);
    expect(auth.currentUser?.email).toBe(adminEmail);
    expect(secondaryFirebase().auth.currentUser).toBeNull();
    const account = await admin().auth.getUserByEmail(email);
    expect(account.uid).toBe(uid);
    const profile = (await admin().db.doc(`users/${uid}`).get()).data();
    expect(profile).toMatchObject({ nome: 'Laura Dias', email, role: 'instrutor', active: true });
    const created = (
      await admin()
        .db.doc(`users/${uid}/changes/${String(profile?.lastChange)}`)
        .get()
    ).data();
    expect(created).toMatchObject({ action: 'criar', role: 'instrutor', active: true, updatedBy: adminUid });
    expect(await resetMailsTo(email)).toHaveLength(1);
  });

  it('refuses an e-mail that already has an account, with its Firebase code', async () => {
    const email = uniqueEmail('existe');
    await createStaff(email);
    await expect(createUserByAdmin(form(email))).rejects.toMatchObject({ code: 'auth/email-already-in-use' });
    expect(auth.currentUser?.uid).toBe(adminUid);
  });

  it('finishes the job when retried with the same e-mail after the profile could not be written', async () => {
    const email = uniqueEmail('retry');
    // The admin loses access for a moment: the account is made, the rules refuse the profile.
    await admin().db.doc(`users/${adminUid}`).update({ active: false });
    const failure = await createUserByAdmin(form(email)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UnfinishedUserError);
    expect(failure).toMatchObject({ step: 'profile', code: 'permission-denied' });
    const account = await admin().auth.getUserByEmail(email);
    expect((await admin().db.doc(`users/${account.uid}`).get()).exists).toBe(false);
    expect(await resetMailsTo(email)).toHaveLength(0);

    const retriedAt = Date.now();
    await admin().db.doc(`users/${adminUid}`).update({ active: true });
    await expect(createUserByAdmin(form(email))).resolves.toBe(account.uid);
    const profile = (await admin().db.doc(`users/${account.uid}`).get()).data();
    expect(profile).toMatchObject({ email, active: true });
    // The profile is dated from the first attempt, as a write of it still waiting to sync would be.
    expect(profile?.createdAt).toBeLessThan(retriedAt);
    expect(await resetMailsTo(email)).toHaveLength(1);
    expect(auth.currentUser?.uid).toBe(adminUid);
    expect(secondaryFirebase().auth.currentUser).toBeNull();
  });

  it('a retry writes what the admin corrected since the profile was saved, and keeps an admin an admin', async () => {
    const email = uniqueEmail('corrige');
    await admin().db.doc(`users/${adminUid}`).update({ active: false });
    const typo: UserForm = { ...form(email), nome: 'Lara Dais', role: 'admin' };
    await expect(createUserByAdmin(typo)).rejects.toMatchObject({ step: 'profile' });
    const { uid } = await admin().auth.getUserByEmail(email);
    await admin().db.doc(`users/${adminUid}`).update({ active: true });
    // As if that attempt's profile had been saved and only the e-mail had failed after it.
    await admin().db.doc(`users/${uid}`).set(userFromForm(typo, Date.now()));

    // Asked as Instrutor now: refused before any write (there is no demotion), not said done.
    const corrected = { ...typo, nome: 'Lara Dias' };
    await expect(createUserByAdmin({ ...corrected, role: 'instrutor' })).rejects.toBeInstanceOf(AdminKeptError);
    expect(await resetMailsTo(email)).toHaveLength(0);
    await expect(createUserByAdmin(corrected)).resolves.toBe(uid);
    expect(await profileOf(uid)).toMatchObject({ nome: 'Lara Dias', role: 'admin', active: true });
    expect(await resetMailsTo(email)).toHaveLength(1);
  });

  it('lets only an active admin write the new profile', async () => {
    await signOut();
    const instrutor = uniqueEmail('instrutor');
    await createStaff(instrutor, { password: 'certa123' });
    await signIn(instrutor, 'certa123', true);
    await expect(createUserByAdmin(form(uniqueEmail('x')))).rejects.toMatchObject({
      step: 'profile',
      code: 'permission-denied',
    });
  });
});

const adminsList = async () => (await admin().db.doc(adminsDoc.join('/')).get()).data();
const profileOf = async (uid: string) => (await admin().db.doc(`users/${uid}`).get()).data();

// Checked before any rule relied on it: in the Auth emulator, as in Firebase, setting the password
// through the reset link an admin-created account receives also verifies its e-mail (the link went
// to that address). So the person's own session can record it, as a sign-up's does after its link.
describe('an admin-created account sets its password through the reset link', () => {
  it('which verifies its e-mail, and its own session records that on the profile', async () => {
    const email = uniqueEmail('pela-redefinicao');
    const uid = await createUserByAdmin(form(email));
    expect((await admin().auth.getUser(uid)).emailVerified).toBe(false);
    expect((await admin().db.doc(`users/${uid}`).get()).data()).toMatchObject({ emailVerified: false });

    await followLastMail(email, 'PASSWORD_RESET', '&newPassword=escolhida1');
    await signOut();
    await signIn(email, 'escolhida1', true);
    expect(auth.currentUser?.emailVerified).toBe(true);
    expect((await auth.currentUser?.getIdTokenResult())?.claims.email_verified).toBe(true);
    await recordEmailVerified(uid);
    expect((await admin().db.doc(`users/${uid}`).get()).data()).toMatchObject({ emailVerified: true });
  });

  it('and before that, its session cannot claim a verified e-mail', async () => {
    const email = uniqueEmail('sem-redefinir');
    const uid = await createStaff(email, { password: 'certa123' });
    await signOut();
    await signIn(email, 'certa123', true);
    await expect(recordEmailVerified(uid)).rejects.toMatchObject({ code: 'permission-denied' });
  });
});

describe("an admin's correction of a user ('Editar' on Usuários)", () => {
  it("writes the name, CPF and phone, logs 'Dados corrigidos', and never one's own", async () => {
    const uid = await createStaff(uniqueEmail('corrigir'), { nome: 'Lara Dais' });
    const user = { id: uid, nome: 'Lara Dais', role: 'instrutor', active: true } as const;
    await updateUser(user, { nome: 'Lara Dias', cpf: '390.533.447-05', telefone: '(48) 3333-4444' });
    const profile = (await admin().db.doc(`users/${uid}`).get()).data();
    expect(profile).toMatchObject({ nome: 'Lara Dias', cpf: '390.533.447-05', telefone: '(48) 3333-4444' });
    const change = (
      await admin()
        .db.doc(`users/${uid}/changes/${String(profile?.lastChange)}`)
        .get()
    ).data();
    expect(change).toMatchObject({ action: 'editar', updatedBy: adminUid });
    const self = { id: adminUid, nome: 'Ana Admin', role: 'admin', active: true } as const;
    await expect(updateUser(self, { nome: 'Ana A.' })).rejects.toMatchObject({ code: 'permission-denied' });
  });
});

describe('who is an active admin (access/admins)', () => {
  it('lists an admin created on Usuários, and one promoted with Tornar admin', async () => {
    const created = await createUserByAdmin({ ...form(uniqueEmail('nova-admin')), role: 'admin' });
    const instrutor = await createStaff(uniqueEmail('promovido'));
    await updateUser({ id: instrutor, nome: 'Pessoa de Teste', role: 'instrutor', active: true }, { role: 'admin' });
    expect(await adminsList()).toEqual({ uids: [adminUid, created, instrutor], changed: instrutor });
  });

  it('takes a revoked admin off the list, and puts them back when reactivated', async () => {
    const olga = await createStaff(uniqueEmail('olga'), { role: 'admin', nome: 'Olga' });
    await updateUser({ id: olga, nome: 'Olga', role: 'admin', active: true }, { active: false });
    expect((await adminsList())?.uids).toEqual([adminUid]);
    await updateUser({ id: olga, nome: 'Olga', role: 'admin', active: false }, { active: true });
    expect((await adminsList())?.uids).toEqual([adminUid, olga]);
    // Each write left its entry in Olga's log, by the admin who made it, at the server's time.
    const log = await admin().db.collection(`users/${olga}/changes`).orderBy('writtenAt').get();
    expect(log.docs.map((d) => d.data())).toMatchObject([
      { action: 'revogar', role: 'admin', active: false, updatedBy: adminUid, updatedByName: 'Ana Admin' },
      { action: 'ativar', role: 'admin', active: true, updatedBy: adminUid, updatedByName: 'Ana Admin' },
    ]);
    expect((await admin().db.doc(`users/${olga}`).get()).get('lastChange')).toBe(log.docs[1]?.id);
  });

  // Two admins revoke each other at the same moment. The hosted Firestore may run the rules of both
  // commits on profiles read before either landed (they write different documents); the emulator runs
  // one commit at a time and cannot show that, so it is replayed: Ana's revocation lands, then Olga's
  // profile is put back as it was when her own commit may have read it. Her revocation of Ana must
  // still be refused — before access/admins it went through, and the studio was left without an admin.
  it('refuses the second of two admins revoking each other, even when its author reads as admin', async () => {
    const olgaEmail = uniqueEmail('olga');
    const olga = await createStaff(olgaEmail, { role: 'admin', password: 'certa123', nome: 'Olga' });
    const olgaProfile = await profileOf(olga);
    await updateUser({ id: olga, nome: 'Olga', role: 'admin', active: true }, { active: false });

    await signOut();
    await admin()
      .db.doc(`users/${olga}`)
      .set(olgaProfile ?? {});
    await signIn(olgaEmail, 'certa123', true);
    await expect(
      updateUser({ id: adminUid, nome: 'Ana Admin', role: 'admin', active: true }, { active: false }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await profileOf(adminUid)).toMatchObject({ role: 'admin', active: true });
  });
});

describe('subscribePendingUsers', () => {
  const pending = (onData: (users: UserRecord[]) => void, onError: (error: Error) => void) =>
    subscribePendingUsers(onData, onError);

  it('gives an admin the users waiting for approval, live', async () => {
    await createStaff(uniqueEmail('ativo'));
    const waiting = await createStaff(uniqueEmail('espera'), { active: 'pending' });
    // One subscription for the whole test, as the menu keeps it.
    const live = watch(pending);
    try {
      expect((await live.until()).map((user) => user.id)).toEqual([waiting]);
      await admin().db.doc(`users/${waiting}`).update({ active: true });
      expect(await live.until((users) => users.length === 0)).toEqual([]);
    } finally {
      live.stop();
    }
  });

  it('refuses an instrutor', async () => {
    await signOut();
    const email = uniqueEmail('instrutor');
    await createStaff(email, { password: 'certa123' });
    await signIn(email, 'certa123', true);
    await expect(nextValue(pending)).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
