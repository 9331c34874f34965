// Saves that create a document offline (PATTERNS.md, "Saving, online and offline"), with the real SDK
// against the emulator: Firestore refuses to read, offline, a document this device never read — the
// check whether it exists must not fail the save; the server gets it once the device is back online.
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { signOut } from '../../src/data/auth-service';
import { newClosureId, saveClosure, saveSettings } from '../../src/data/closures-repo';
import { followInstructorLinks, instructorsRepo, loginLinkPart } from '../../src/data/instructors-repo';
import { db } from '../../src/data/firestore';
import { collection, onSnapshot, type Query } from 'firebase/firestore';
import { studentPrivateRepo, studentsRepo } from '../../src/data/students-repo';
import { loadProfile, updateUser } from '../../src/data/users-repo';
import { ClosureOfflineError } from '../../src/domain/closure';
import { splitInstructor } from '../../src/domain/instructor-private';
import { splitStudent } from '../../src/domain/student-private';
import { admin, clearEmulators, createStaff, uniqueEmail } from '../support/emulator';
import { fullInstructor, fullStudent } from '../support/fixtures';
import { backOnline, goOffline, onlineAfterEach } from '../support/offline';
import { connectDataLayerToEmulators, signInAsNew } from '../support/web-client';

connectDataLayerToEmulators();

/** Once the server has answered a listener of `q` (every listener of the same query hears it at once). */
const serverAnswered = (q: Query) =>
  new Promise<void>((resolve, reject) => {
    const stop = onSnapshot(
      q,
      { includeMetadataChanges: true },
      (snapshot) => {
        if (snapshot.metadata.fromCache) return;
        stop();
        resolve();
      },
      reject,
    );
  });

const stored = async (path: string) => (await admin().db.doc(path).get()).data();

beforeEach(async () => {
  await signOut();
  await clearEmulators();
});

onlineAfterEach();

describe('creating offline', () => {
  it('a new student with CPF and fees: both documents reach the server once back online', async () => {
    await signInAsNew('admin');
    await goOffline();
    const { student, details } = splitStudent(fullStudent({ nome: 'Ana Offline', valorMensalidade: 280 }));
    const id = await studentsRepo.add(student, { also: studentPrivateRepo.part(details, null) });

    await backOnline();
    expect(await stored(`students/${id}`)).toMatchObject({ nome: 'Ana Offline', version: 1 });
    expect(await stored(`studentPrivate/${id}`)).toMatchObject({ valorMensalidade: 280, version: 1 });
  });

  it('a new instructor linked to a login: the link reaches the server once back online', async () => {
    const login = await createStaff(uniqueEmail('ines'));
    await signInAsNew('admin');
    // 'Conta de acesso' shown online read every login's link (none for this one); then the connection drops.
    const stop = followInstructorLinks();
    await serverAnswered(collection(db(), 'instructorLinks'));
    await goOffline();
    const { instructor } = splitInstructor(fullInstructor({ nome: 'Inês Prado', userId: login }));
    const id = await instructorsRepo.add(instructor, { also: loginLinkPart('', login) });

    await backOnline();
    stop();
    expect(await stored(`instructors/${id}`)).toMatchObject({ nome: 'Inês Prado', userId: login });
    expect(await stored(`instructorLinks/${login}`)).toMatchObject({ instructorId: id, version: 1 });
  });

  it('the studio settings saved for the first time; a closure waits for the server, saying why', async () => {
    await signInAsNew('admin');
    await goOffline();
    const id = newClosureId();
    const fields = { kind: 'recesso' as const, reason: 'Reforma', startDate: '2030-03-04', endDate: '2030-03-08' };
    // Which credits and make-ups its days hold is the server's to say: this device's cache lacks others'.
    await expect(saveClosure(id, { ...fields, active: true })).rejects.toThrow(ClosureOfflineError);
    await saveSettings({ creditDays: 45 });

    await backOnline();
    expect(await stored(`closures/${id}`)).toBeUndefined();
    expect(await stored('settings/studio')).toMatchObject({ creditDays: 45, version: 1 });
    await saveClosure(id, { ...fields, active: true });
    expect(await stored(`closures/${id}`)).toMatchObject({ reason: 'Reforma', active: true, version: 1 });
  });
});

describe('a name corrected meanwhile', () => {
  it("an admin's correction keeps the name replaced, under which a save queued offline before still reaches the server", async () => {
    const instrutor = await createStaff(uniqueEmail('ivo'), { nome: 'Ivo Instrutor' });
    await signInAsNew('admin');
    await updateUser({ id: instrutor, nome: 'Ivo Instrutor', role: 'instrutor', active: true }, { nome: 'Ivo Silva' });
    const renamed = await stored(`users/${instrutor}`);
    expect(renamed).toMatchObject({ nome: 'Ivo Silva', nomeAnterior: 'Ivo Instrutor' });
    expect(Math.abs((renamed?.renomeadoEm as Timestamp).toMillis() - Date.now())).toBeLessThan(60_000);
    // A typo in the correction, fixed next: the name used for long stays the one kept.
    await updateUser((await loadProfile(instrutor))!, { nome: 'Ivo da Silva' });
    expect(await stored(`users/${instrutor}`)).toMatchObject({ nome: 'Ivo da Silva', nomeAnterior: 'Ivo Instrutor' });

    await signOut();
    const uid = await signInAsNew('instrutor', 'Ivo Instrutor');
    await goOffline();
    const id = await studentsRepo.add(splitStudent(fullStudent({ nome: 'Rita Offline' })).student);
    await admin()
      .db.doc(`users/${uid}`)
      .update({ nome: 'Ivo Silva', nomeAnterior: 'Ivo Instrutor', renomeadoEm: Timestamp.now() }); // as above
    await backOnline();
    expect(await stored(`students/${id}`)).toMatchObject({ updatedBy: uid, updatedByName: 'Ivo Instrutor' });
  });
});
