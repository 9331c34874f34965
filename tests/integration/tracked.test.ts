// Every change has an author and can be undone (issue 18), with the app's data layer against the
// emulator and its rules: who wrote each version, the history of what it replaced, a change made
// elsewhere since the record was opened, offline edits in a row, a class missing an enrollment, and
// a student put back in a class offline.
import { doc, getDoc } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../src/data/firestore';
import { signOut } from '../../src/data/auth-service';
import { setScheduleActive, subscribeSchedules, updateSchedule } from '../../src/data/schedules-repo';
import { pendingSaves } from '../../src/data/save-status';
import { studentsRepo } from '../../src/data/students-repo';
import { EditConflict } from '../../src/domain/authorship';
import { admin, authored, clearEmulators, seedReferences, stored } from '../support/emulator';
import { schedule, student } from '../support/fixtures';
import { backOnline, goOffline, onlineAfterEach } from '../support/offline';
import { connectDataLayerToEmulators, nextValue, signInAsNew } from '../support/web-client';

connectDataLayerToEmulators();

const signInAs = (role: 'admin' | 'instrutor', nome: string) => signInAsNew(role, nome);

const record = async (path: string) => (await admin().db.doc(path).get()).data();

beforeEach(async () => {
  await signOut();
  await clearEmulators();
});

onlineAfterEach();

describe('authorship and history', () => {
  it('names the author of each version and keeps the versions it replaced', async () => {
    const uid = await signInAs('instrutor', 'Ivo Instrutor');
    const id = await studentsRepo.add(student({ nome: 'Ana Lima', telefone: '(22) 98888-0000' }));
    expect(await record(`students/${id}`)).toMatchObject({
      version: 1,
      updatedBy: uid,
      updatedByName: 'Ivo Instrutor',
    });

    await studentsRepo.update(id, { telefone: '(22) 97777-0000', updatedAt: Date.now() });
    await studentsRepo.update(id, { nome: 'Ana Lima Souza', updatedAt: Date.now() });
    const now = await record(`students/${id}`);
    expect(now).toMatchObject({ version: 3, nome: 'Ana Lima Souza', telefone: '(22) 97777-0000' });

    // An instrutor may not read the history; an admin may, newest first.
    await expect(studentsRepo.history(id)).rejects.toMatchObject({ code: 'permission-denied' });
    await signOut();
    await signInAs('admin', 'Ana Admin');
    const history = await studentsRepo.history(id);
    expect(history.map((h) => [h.version, h.data.nome, h.data.telefone, h.updatedByName])).toEqual([
      [2, 'Ana Lima', '(22) 97777-0000', 'Ivo Instrutor'],
      [1, 'Ana Lima', '(22) 98888-0000', 'Ivo Instrutor'],
    ]);
    expect(history[0]?.writtenAt).toBeGreaterThan(Date.now() - 60_000);
  });

  it('shows a history offline only when this device holds every version (one saved elsewhere would be missing)', async () => {
    await signInAs('admin', 'Ana Admin');
    const id = await studentsRepo.add(student({ nome: 'Ana Lima', telefone: '(22) 98888-0000' }));
    await studentsRepo.update(id, { telefone: '(22) 97777-0000', updatedAt: Date.now() });
    await goOffline();
    expect((await studentsRepo.history(id)).map((h) => h.version)).toEqual([1]); // every version was saved here
    await backOnline();

    // Another device saves version 3; this one's list reads the record, but not its history.
    const now = await record(`students/${id}`);
    await admin()
      .db.doc(`students/${id}/history/2`)
      .set({ data: { ...now, writtenAt: now?.updatedAt }, version: 2, ...authored({}) });
    await admin().db.doc(`students/${id}`).update({ telefone: '(22) 96666-0000', version: 3 });
    await getDoc(doc(db(), 'students', id));
    await goOffline();
    await expect(studentsRepo.history(id)).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('refuses to overwrite a change made since the record was opened, and says by whom', async () => {
    await signInAs('admin', 'Ana Admin');
    const id = await studentsRepo.add(student({ nome: 'Bia Reis' }));
    const opened = 1; // the version a second screen opened
    await studentsRepo.update(id, { telefone: '(22) 96666-0000', updatedAt: Date.now() }); // saved meanwhile

    const stale = studentsRepo.update(id, { nome: 'Beatriz Reis', updatedAt: Date.now() }, { expectedVersion: opened });
    await expect(stale).rejects.toBeInstanceOf(EditConflict);
    await stale.catch((error: EditConflict) => {
      expect(error.current).toMatchObject({ version: 2, updatedByName: 'Ana Admin' });
      expect(error.current.data.telefone).toBe('(22) 96666-0000');
    });
    expect(await record(`students/${id}`)).toMatchObject({ nome: 'Bia Reis', version: 2 });

    // "Manter o meu": saved on top of the version now on the server.
    await studentsRepo.update(id, { nome: 'Beatriz Reis', updatedAt: Date.now() }, { expectedVersion: 2 });
    expect(await record(`students/${id}`)).toMatchObject({
      nome: 'Beatriz Reis',
      telefone: '(22) 96666-0000',
      version: 3,
    });
  });

  it('saves edits made offline one after another, and the server takes them in order', async () => {
    await signInAs('instrutor', 'Ivo Instrutor');
    const id = await studentsRepo.add(student({ nome: 'Caio Melo' }));
    await goOffline();

    await studentsRepo.update(id, { telefone: '(22) 95555-0000', updatedAt: Date.now() });
    await studentsRepo.update(id, { nome: 'Caio Melo Filho', updatedAt: Date.now() });
    expect(pendingSaves()).toBe(2);

    await backOnline();
    expect(await record(`students/${id}`)).toMatchObject({ nome: 'Caio Melo Filho', version: 3 });
    expect(await record(`students/${id}/history/2`)).toMatchObject({ data: { telefone: '(22) 95555-0000' } });
  });
});

describe('a class that lists a student without an enrollment (older data)', () => {
  it('is deactivated anyway: the missing enrollment is written instead of failing', async () => {
    await seedReferences({ instructors: ['ins1'] });
    const { db } = admin();
    await db.doc('schedules/old').set(stored(schedule({ studentIds: ['s1', 's2'] })));
    const now = Date.now();
    const enrolled = { studentId: 's1', createdAt: now, active: true, updatedAt: now };
    await db.doc('schedules/old/enrollments/s1').set(authored(enrolled)); // and none for s2
    await signInAs('admin', 'Ana Admin'); // Desativar: an admin or the class's own instructor

    const [old] = await nextValue(subscribeSchedules, (rows) => rows.length === 1);
    if (!old) throw new Error('not listed');
    await setScheduleActive(old, false);

    expect(await record('schedules/old')).toMatchObject({ active: false, version: 2 });
    expect(await record('schedules/old/enrollments/s1')).toMatchObject({ active: false });
    expect(await record('schedules/old/enrollments/s2')).toMatchObject({ studentId: 's2', active: false });
  });
});

describe('a record last saved by a device whose clock runs 2 minutes ahead', () => {
  it('is still saved from a device on time: its updatedAt does not move back (the rules refuse that)', async () => {
    await seedReferences({ instructors: ['ins1'] });
    const { db } = admin();
    const ahead = Date.now() + 120_000;
    await db.doc('students/ana').set(stored({ ...student({ nome: 'Ana Lima' }), createdAt: ahead, updatedAt: ahead }));
    await db
      .doc('schedules/c1')
      .set(stored({ ...schedule({ studentIds: ['ana', 'bia'] }), createdAt: ahead, updatedAt: ahead }));
    for (const id of ['ana', 'bia'])
      await db
        .doc(`schedules/c1/enrollments/${id}`)
        .set(authored({ studentId: id, createdAt: ahead, active: true, updatedAt: ahead }));
    await signInAs('admin', 'Ana Admin');

    await studentsRepo.update('ana', { telefone: '(22) 97777-0000', updatedAt: Date.now() });
    expect(await record('students/ana')).toMatchObject({ version: 2, telefone: '(22) 97777-0000', updatedAt: ahead });

    const [c1] = await nextValue(subscribeSchedules, (rows) => rows.length === 1);
    if (!c1) throw new Error('not listed');
    await updateSchedule(c1, { ...c1, studentIds: ['ana'] });
    expect(await record('schedules/c1')).toMatchObject({ version: 2, studentIds: ['ana'], updatedAt: ahead });
    expect(await record('schedules/c1/enrollments/bia')).toMatchObject({ active: false, updatedAt: ahead });
  });
});

describe('a student taken out of a class earlier', () => {
  it('is put back offline, by a device that never read their enrollment: the server takes the class', async () => {
    await seedReferences({ instructors: ['ins1'] });
    const { db } = admin();
    await db.doc('schedules/old').set(stored(schedule({ studentIds: ['s1'] })));
    const now = Date.now();
    await db
      .doc('schedules/old/enrollments/s1')
      .set(authored({ studentId: 's1', createdAt: now, active: true, updatedAt: now }));
    await db
      .doc('schedules/old/enrollments/s2')
      .set(authored({ studentId: 's2', createdAt: now - 9000, active: false, updatedAt: now - 5000 }));
    await signInAs('instrutor', 'Ivo Instrutor');

    const [old] = await nextValue(subscribeSchedules, (rows) => rows.length === 1);
    if (!old) throw new Error('not listed');
    await goOffline();
    await updateSchedule(old, { ...old, studentIds: ['s1', 's2'] });
    await backOnline();

    expect(await record('schedules/old')).toMatchObject({ studentIds: ['s1', 's2'], version: 2 });
    expect(await record('schedules/old/enrollments/s2')).toMatchObject({ studentId: 's2', active: true });
  });
});
