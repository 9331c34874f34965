import { beforeEach, describe, expect, it, vi } from 'vitest';
import { onSignedOut, signIn, signOut, sendPasswordReset } from '../../src/data/auth-service';
import { disableNetwork, enableNetwork } from 'firebase/firestore';
import { signOut as firebaseSignOut } from 'firebase/auth';
import * as session from '../../src/data/session';
import { signUp } from '../../src/data/signup';
import { secondaryFirebase } from '../../src/data/firebase';
import { firestoreOf } from '../../src/data/firestore';
import { refreshVerification } from '../../src/data/verification';
import {
  completeOwnSignup,
  recordEmailVerified,
  subscribeUser,
  updateUser,
  type UserRecord,
} from '../../src/data/users-repo';
import { admin, clearEmulators, createStaff, followLastMail, mailsTo, uniqueEmail } from '../support/emulator';
import { connectDataLayerToEmulators, watch } from '../support/web-client';
import { backOnline, goOffline, onlineAfterEach } from '../support/offline';
import { pendingSaves } from '../../src/data/save-status';

const { auth } = connectDataLayerToEmulators();

beforeEach(async () => {
  await signOut();
  await clearEmulators();
});

onlineAfterEach();

describe('signUp', () => {
  it('creates the account and a pending instrutor profile, then leaves the user signed out', async () => {
    const email = uniqueEmail('novo');
    await signUp({
      nome: 'Carla Nunes',
      cpf: '529.982.247-25',
      telefone: '(22) 99999-1111',
      email,
      password: 'segredo1',
      confirmPassword: 'segredo1',
    });

    expect(auth.currentUser).toBeNull();
    const account = await admin().auth.getUserByEmail(email);
    const profile = (await admin().db.doc(`users/${account.uid}`).get()).data();
    expect(profile).toMatchObject({ nome: 'Carla Nunes', email, role: 'instrutor', active: 'pending' });
    expect(typeof profile?.createdAt).toBe('number');
  });

  it('says so when the server does not confirm the profile in time, and keeps the account to finish at sign-in', async () => {
    const email = uniqueEmail('sem-resposta');
    const secondary = firestoreOf(secondaryFirebase());
    await disableNetwork(secondary); // Auth answers; Firestore does not
    try {
      const form = { nome: 'Lia Lenta', cpf: '529.982.247-25', telefone: '(22) 99999-1111', email };
      await expect(signUp({ ...form, password: 'segredo1', confirmPassword: 'segredo1' }, 300)).rejects.toMatchObject({
        code: 'salus/signup-unconfirmed',
      });
    } finally {
      await enableNetwork(secondary);
    }
    expect(auth.currentUser).toBeNull();
    // Nothing lands later either (the write was queued for a session that has ended): signing in, the
    // person finds no profile, and 'Concluir cadastro' writes it.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const uid = await signIn(email, 'segredo1', false);
    expect((await admin().db.doc(`users/${uid}`).get()).exists).toBe(false);
    await completeOwnSignup(uid, email, { nome: 'Lia Lenta', cpf: '52998224725', telefone: '48999991234' });
    expect((await admin().db.doc(`users/${uid}`).get()).data()).toMatchObject({ nome: 'Lia Lenta', active: 'pending' });
  });

  it('sends the verification e-mail; once its link is followed, the session can record it', async () => {
    const email = uniqueEmail('confirma');
    const form = { nome: 'Rui', cpf: '529.982.247-25', telefone: '(22) 99999-1111', email, password: 'segredo1' };
    expect(await signUp({ ...form, confirmPassword: 'segredo1' })).toEqual({ verificationSent: true });
    expect(await mailsTo(email, 'VERIFY_EMAIL')).toHaveLength(1);
    const { uid } = await admin().auth.getUserByEmail(email);
    expect((await admin().db.doc(`users/${uid}`).get()).data()).toMatchObject({ emailVerified: false });

    // Signed in (waiting for approval) before following the link: not verified, and the rules say so.
    await signIn(email, 'segredo1', true);
    expect(await refreshVerification()).toBe(false);
    await expect(recordEmailVerified(uid)).rejects.toMatchObject({ code: 'permission-denied' });
    // The link opened in another tab: 'Já confirmei' asks Auth again, and the record goes through.
    await followLastMail(email, 'VERIFY_EMAIL');
    expect(await refreshVerification()).toBe(true);
    await recordEmailVerified(uid);
    expect((await admin().db.doc(`users/${uid}`).get()).data()).toMatchObject({
      active: 'pending',
      emailVerified: true,
    });
  });

  it('rejects an e-mail that is already registered, with its Firebase code', async () => {
    const email = uniqueEmail('repetido');
    await createStaff(email);
    await expect(
      signUp({
        nome: 'Outra',
        cpf: '529.982.247-25',
        telefone: '(22) 99999-1111',
        email,
        password: 'segredo1',
        confirmPassword: 'segredo1',
      }),
    ).rejects.toMatchObject({ code: 'auth/email-already-in-use' });
  });

  it('an account whose sign-up stopped before its profile was saved finishes it from its own session', async () => {
    const email = uniqueEmail('incompleto');
    const { uid } = await admin().auth.createUser({ email, password: 'segredo1' }); // no profile
    await signIn(email, 'segredo1', false);
    await completeOwnSignup(uid, email, { nome: 'Nara Nova', cpf: '52998224725', telefone: '48999991234' });
    const profile = (await admin().db.doc(`users/${uid}`).get()).data();
    expect(profile).toMatchObject({ nome: 'Nara Nova', cpf: '529.982.247-25', role: 'instrutor', active: 'pending' });
    // Once: a second completion would rewrite the profile, which only an admin may change.
    await expect(
      completeOwnSignup(uid, email, { nome: 'Outra', cpf: '52998224725', telefone: '48999991234' }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await signOut();
  });

  it('finished offline, it is kept on this device and counted as waiting until the server has it', async () => {
    const email = uniqueEmail('incompleto-offline');
    const { uid } = await admin().auth.createUser({ email, password: 'segredo1' });
    await signIn(email, 'segredo1', false);
    await goOffline();
    await completeOwnSignup(uid, email, { nome: 'Nara Offline', cpf: '52998224725', telefone: '48999991234' });
    expect(pendingSaves()).toBe(1); // the top bar, Sair and a reload's journal know it still has to go
    await backOnline();
    expect((await admin().db.doc(`users/${uid}`).get()).data()).toMatchObject({ nome: 'Nara Offline' });
    await signOut();
  });
});

describe('signIn and the live profile', () => {
  it('signs in with the right password and rejects a wrong one', async () => {
    const email = uniqueEmail('login');
    await createStaff(email, { password: 'certa123' });
    await expect(signIn(email, 'errada', true)).rejects.toHaveProperty('code');
    expect(auth.currentUser).toBeNull();
    await signIn(email, 'certa123', true);
    expect(auth.currentUser?.email).toBe(email);
  });

  it('tells who waits for the sign-out (a print window) once it happens, not before', async () => {
    const email = uniqueEmail('print');
    await createStaff(email, { password: 'certa123' });
    await signIn(email, 'certa123', true);
    const gone = vi.fn();
    const stop = onSignedOut(gone);
    await vi.waitFor(() => expect(auth.currentUser).not.toBeNull());
    expect(gone).not.toHaveBeenCalled();
    await signOut();
    await vi.waitFor(() => expect(gone).toHaveBeenCalledOnce());
    stop();
  });

  it('delivers profile changes live, e.g. when an admin revokes access', async () => {
    const email = uniqueEmail('vivo');
    const uid = await createStaff(email, { password: 'certa123' });
    await signIn(email, 'certa123', true);
    const profile = watch((onData: (u: UserRecord | null) => void, onError: (e: Error) => void) =>
      subscribeUser(uid, onData, onError),
    );
    try {
      expect(await profile.until()).toMatchObject({ id: uid, active: true });
      await admin().db.doc(`users/${uid}`).update({ active: false });
      expect(await profile.until((user) => user?.active === false)).toMatchObject({ active: false });
    } finally {
      profile.stop();
    }
  });

  it('lets nobody change their own role, even through the data layer', async () => {
    const email = uniqueEmail('promove');
    const uid = await createStaff(email, { password: 'certa123' });
    await signIn(email, 'certa123', true);
    await expect(
      updateUser({ id: uid, nome: 'Pessoa de Teste', role: 'instrutor', active: true }, { role: 'admin' }),
    ).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});

describe('the session as the shell follows it (session.ts)', () => {
  it('tells a sign-out asked for in this tab from one made elsewhere, which the login page explains', async () => {
    const email = uniqueEmail('sessao');
    await createStaff(email);
    const ends: boolean[] = [];
    const stop = session.subscribeAuth((user, endedHere) => user === null && ends.push(endedHere));
    await signIn(email, 'senha123', false);
    await session.signOut();
    await vi.waitFor(() => expect(ends.at(-1)).toBe(true)); // Sair here: nothing to explain
    await signIn(email, 'senha123', false);
    await firebaseSignOut(auth); // as another tab's Sair, or a password changed, ends it
    await vi.waitFor(() => expect(ends.at(-1)).toBe(false));
    stop();
  });
});

describe('sendPasswordReset', () => {
  it('sends the reset e-mail for an existing account', async () => {
    const email = uniqueEmail('reset');
    await createStaff(email);
    await expect(sendPasswordReset(email)).resolves.toBeUndefined();
  });
});
