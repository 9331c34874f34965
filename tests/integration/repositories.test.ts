import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signOut } from '../../src/data/auth-service';
import { paymentsRepo, type PaymentRecord } from '../../src/data/payments-repo';
import { setStudentActive, studentsRepo, type StudentRecord } from '../../src/data/students-repo';
import { followInstructorLinks, instructorsRepo, loginLinkPart } from '../../src/data/instructors-repo';
import { db } from '../../src/data/firestore';
import { doc, getDocFromCache } from 'firebase/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { splitInstructor } from '../../src/domain/instructor-private';
import { emptyAddress } from '../../src/domain/fields';
import { saveInstructor } from '../../src/admin/instructors/save-instructor';
import { saveSchedule } from '../../src/admin/agenda/form/save-schedule';
import { EditConflict } from '../../src/domain/authorship';
import { scheduleFormSchema, scheduleToForm } from '../../src/domain/schedule-form';
import {
  addSchedule,
  setScheduleActive,
  subscribeSchedules,
  subscribeStudentEnrollments,
  updateSchedule,
  type EnrollmentOf,
} from '../../src/data/schedules-repo';
import {
  admin,
  clearEmulators,
  createStaff,
  seedReferences,
  stored,
  uniqueEmail,
  type StaffRole,
} from '../support/emulator';
import { fullInstructor, payment, schedule, student } from '../support/fixtures';
import { nextValue, connectDataLayerToEmulators, signInAsNew } from '../support/web-client';
import { backOnline, goOffline, onlineAfterEach } from '../support/offline';

connectDataLayerToEmulators();

const signInAs = (role: StaffRole) => signInAsNew(role);

const students = (accept: (rows: StudentRecord[]) => boolean) => nextValue(studentsRepo.subscribe, accept);

beforeEach(async () => {
  await signOut();
  await clearEmulators();
});

onlineAfterEach();

describe('students repository', () => {
  it('adds, lists by name (live), updates and inactivates without deleting', async () => {
    await signInAs('instrutor');
    await studentsRepo.add(student({ nome: 'Zélia Prado' }));
    const id = await studentsRepo.add(student({ nome: 'Ana Lima' }));

    const listed = await students((rows) => rows.length === 2);
    expect(listed.map((s) => s.nome)).toEqual(['Ana Lima', 'Zélia Prado']);
    expect(listed[0]?.id).toBe(id);

    await studentsRepo.update(id, { telefone: '(22) 98888-0000' });
    await setStudentActive({ id, nome: 'Ana Lima' }, false);
    const after = await students((rows) => rows.some((s) => s.id === id && !s.active));
    expect(after.find((s) => s.id === id)).toMatchObject({ telefone: '(22) 98888-0000', active: false });
    expect(after.find((s) => s.id === id)?.deletedAt).toEqual(expect.any(Number));

    await setStudentActive({ id, nome: 'Ana Lima' }, true);
    const restored = await students((rows) => rows.some((s) => s.id === id && s.active));
    expect(restored.find((s) => s.id === id)?.deletedAt).toBeNull();

    // 'Restaurar esta versão' (an admin's) of the inactive version brings back its content, not the status.
    await signInAs('admin');
    await studentsRepo.update(id, { telefone: '(22) 97777-0000' });
    const current = (await students((rows) => rows.some((s) => s.telefone === '(22) 97777-0000'))).find(
      (s) => s.id === id,
    );
    const inactive = (await studentsRepo.history(id)).find((v) => v.data.active === false);
    if (!current || !inactive) throw new Error('the inactive version is in the history');
    await studentsRepo.restore(current, inactive.data);
    const back = await students((rows) => rows.some((s) => s.id === id && s.telefone === '(22) 98888-0000'));
    expect(back.find((s) => s.id === id)).toMatchObject({ active: true, deletedAt: null });
  });

  it("restores an instructor's earlier version and keeps the login linked since ('Conta de acesso')", async () => {
    const login = await createStaff(uniqueEmail('carla'));
    await signInAs('admin');
    const id = await instructorsRepo.add(splitInstructor(fullInstructor({ nome: 'Carla Souza' })).instructor);
    await instructorsRepo.update(id, { userId: login }, { also: loginLinkPart('', login) });
    await instructorsRepo.update(id, { nome: 'Carla S.' });
    const listed = await nextValue(instructorsRepo.subscribe, (rows) => rows.some((i) => i.nome === 'Carla S.'));
    const current = listed.find((i) => i.id === id);
    const first = (await instructorsRepo.history(id)).find(
      (v) => v.data.nome === 'Carla Souza' && v.data.userId === '',
    );
    if (!current || !first) throw new Error('the first version is in the history');
    await instructorsRepo.restore(current, first.data);
    const back = await nextValue(instructorsRepo.subscribe, (rows) => rows.some((i) => i.nome === 'Carla Souza'));
    expect(back.find((i) => i.id === id)).toMatchObject({ nome: 'Carla Souza', userId: login });
  });

  it('a login linked to another instructor since the form opened is refused by name, not as a permission', async () => {
    const login = await createStaff(uniqueEmail('disputada'));
    await signInAs('admin');
    const a = await instructorsRepo.add(splitInstructor(fullInstructor({ nome: 'Inês Prado' })).instructor);
    const b = await instructorsRepo.add(splitInstructor(fullInstructor({ nome: 'Rafael Monteiro' })).instructor);
    // Another device links the login to Inês; this one, opened before, links it to Rafael.
    await instructorsRepo.update(a, { userId: login }, { also: loginLinkPart('', login) });
    await expect(
      instructorsRepo.update(b, { userId: login }, { also: loginLinkPart('', login) }),
    ).rejects.toMatchObject({
      code: 'salus/login-taken',
    });
    expect((await admin().db.doc(`instructorLinks/${login}`).get()).get('instructorId')).toBe(a);
    expect((await admin().db.doc(`instructors/${b}`).get()).get('userId')).toBe('');
  });

  it("offline, a change of 'Conta de acesso' is refused at once, not said saved and refused on reconnecting", async () => {
    const login = await createStaff(uniqueEmail('offline'));
    await signInAs('admin');
    const id = await instructorsRepo.add(splitInstructor(fullInstructor({ nome: 'Tânia Prado' })).instructor);
    // Linked on another device: the link is on the server, not in this device's cache.
    const link = { instructorId: id, createdAt: 1, updatedAt: 1, version: 1, updatedBy: 'x', updatedByName: 'Outra' };
    await admin().db.doc(`instructorLinks/${login}`).set(link);
    await admin().db.doc(`instructors/${id}`).update({ userId: login });
    await goOffline();
    // Releasing it, with another change: whether the save could land is known on the server only.
    await expect(
      instructorsRepo.update(id, { userId: '', telefone: '(48) 99999-0000' }, { also: loginLinkPart(login, '') }),
    ).rejects.toMatchObject({ code: 'salus/link-offline' });
    await backOnline();
    expect((await admin().db.doc(`instructors/${id}`).get()).get('userId')).toBe(login);
    expect((await admin().db.doc(`instructorLinks/${login}`).get()).get('instructorId')).toBe(id);
  });

  it('offline, linking a login released on another device waits for a connection unless this screen read the links', async () => {
    const login = await createStaff(uniqueEmail('liberada'));
    await signInAs('admin');
    const id = await instructorsRepo.add(splitInstructor(fullInstructor({ nome: 'Tânia Prado' })).instructor);
    // Linked and released on another device: the link is on the server (version 2), not in this cache.
    const released = {
      instructorId: '',
      createdAt: 1,
      updatedAt: 2,
      version: 2,
      updatedBy: 'x',
      updatedByName: 'Outra',
    };
    await admin()
      .db.doc(`instructorLinks/${login}`)
      .set({ ...released, writtenAt: Timestamp.now() });
    const linkIt = () =>
      instructorsRepo.update(id, { userId: login, telefone: '(48) 99999-0000' }, { also: loginLinkPart('', login) });
    await goOffline();
    await expect(linkIt()).rejects.toMatchObject({ code: 'salus/link-offline' });
    await backOnline();

    // 'Conta de acesso' shown online reads the links; offline then, the save goes on and lands.
    const stop = followInstructorLinks();
    await vi.waitFor(() => getDocFromCache(doc(db(), 'instructorLinks', login)));
    await goOffline();
    await linkIt();
    await backOnline();
    stop();
    expect((await admin().db.doc(`instructors/${id}`).get()).data()).toMatchObject({
      userId: login,
      telefone: '(48) 99999-0000',
    });
    expect((await admin().db.doc(`instructorLinks/${login}`).get()).data()).toMatchObject({
      instructorId: id,
      version: 3,
    });
  });

  it("'Manter o meu' on 'Conta de acesso' changed on another device moves the link from their login to mine", async () => {
    const theirLogin = await createStaff(uniqueEmail('deles'));
    const myLogin = await createStaff(uniqueEmail('meu'));
    await signInAs('admin');
    const id = await instructorsRepo.add(splitInstructor(fullInstructor({ nome: 'Carla Souza' })).instructor);
    const opened = (await nextValue(instructorsRepo.subscribe, (rows) => rows.some((i) => i.id === id))).find(
      (i) => i.id === id,
    );
    if (!opened) throw new Error('the instructor is listed');
    // Another device links their login meanwhile; this one chose another and keeps its own.
    await instructorsRepo.update(id, { userId: theirLogin }, { also: loginLinkPart('', theirLogin) });
    const theirs = (
      await nextValue(instructorsRepo.subscribe, (rows) => rows.some((i) => i.id === id && i.userId === theirLogin))
    ).find((i) => i.id === id);
    if (!theirs) throw new Error('their version is listed');
    const { nome, email, telefone, disciplinas } = opened;
    const mine = { nome, email, telefone, disciplinas: [...disciplinas], ...emptyAddress, userId: myLogin };
    await saveInstructor(mine, { ...opened, details: null }, false, theirs.version, { ...theirs, details: null });

    expect((await admin().db.doc(`instructors/${id}`).get()).get('userId')).toBe(myLogin);
    expect((await admin().db.doc(`instructorLinks/${myLogin}`).get()).get('instructorId')).toBe(id);
    expect((await admin().db.doc(`instructorLinks/${theirLogin}`).get()).get('instructorId')).toBe('');
  });

  it('refuses an invalid student before it reaches Firestore', async () => {
    await signInAs('instrutor');
    await expect(studentsRepo.add(student({ nome: '' }))).rejects.toThrow();
    const { size } = await admin().db.collection('students').get();
    expect(size).toBe(0);
  });

  it('leaves out a stored document that fails its schema instead of hiding the rest', async () => {
    await admin().db.collection('students').add({ nome: 'Sem disciplina' });
    await admin()
      .db.collection('students')
      .add(stored(student({ nome: 'Carlos Dias' })));
    await signInAs('instrutor');
    const rows = await students((r) => r.length > 0);
    expect(rows.map((s) => s.nome)).toEqual(['Carlos Dias']);
  });

  it('counts the documents it could not read, so the screen can say so', async () => {
    await admin().db.collection('students').add({ nome: 'Sem disciplina' });
    await admin().db.collection('students').add({ nome: 'Sem nada mais' });
    await admin()
      .db.collection('students')
      .add(stored(student({ nome: 'Carlos Dias' })));
    await signInAs('instrutor');
    const unreadable = await new Promise<number>((resolve, reject) => {
      const stop = studentsRepo.subscribe((_rows, count) => {
        stop();
        resolve(count);
      }, reject);
    });
    expect(unreadable).toBe(2);
  });

  it('validates an update like an add: a bad or unknown field never reaches Firestore', async () => {
    await signInAs('instrutor');
    const id = await studentsRepo.add(student({ nome: 'Ana Lima' }));
    await expect(studentsRepo.update(id, { telefone: '9'.repeat(16) })).rejects.toThrow();
    // A private field is not a student field: it never reaches the document every instrutor lists.
    await expect(studentsRepo.update(id, { valorMensalidade: 5 } as never)).rejects.toThrow();
    await expect(studentsRepo.update(id, { disciplina: 'natação' } as never)).rejects.toThrow();
    await expect(studentsRepo.update(id, { apelido: 'Aninha' } as never)).rejects.toThrow();
    const stored = (await admin().db.doc(`students/${id}`).get()).data();
    expect(stored).toMatchObject({ nome: 'Ana Lima', telefone: student().telefone });
    expect(stored).not.toHaveProperty('apelido');
    expect(stored).not.toHaveProperty('valorMensalidade');
  });

  it('stops delivering after unsubscribe', async () => {
    await signInAs('instrutor');
    const seen: number[] = [];
    const stop = studentsRepo.subscribe(
      (rows) => seen.push(rows.length),
      () => undefined,
    );
    await students(() => true);
    stop();
    const countAtStop = seen.length;
    await studentsRepo.add(student({ nome: 'Depois' }));
    await students((rows) => rows.length === 1); // a second listener sees the write...
    expect(seen.length).toBe(countAtStop); // ...the stopped one does not
  });
});

describe('payments repository', () => {
  beforeEach(() => seedReferences({ students: ['stu1'] }));

  it('lists newest payment first for an admin', async () => {
    await signInAs('admin');
    await paymentsRepo.add(payment({ paymentDate: '2026-09-10' }));
    await paymentsRepo.add(payment({ paymentDate: '2026-11-10' }));
    await paymentsRepo.add(payment({ paymentDate: '2026-10-10' }));
    const rows = await nextValue<PaymentRecord[]>(paymentsRepo.subscribe, (r) => r.length === 3);
    expect(rows.map((p) => p.paymentDate)).toEqual(['2026-11-10', '2026-10-10', '2026-09-10']);
  });

  it("does not show an admin's cached payments to the next person who signs in on the device", async () => {
    await signInAs('admin');
    await paymentsRepo.add(payment());
    await nextValue<PaymentRecord[]>(paymentsRepo.subscribe, (r) => r.length === 1);
    await signOut();
    await signInAs('instrutor');
    await expect(nextValue(paymentsRepo.subscribe)).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('reports permission-denied to an instrutor through the error callback', async () => {
    await signInAs('instrutor');
    await expect(nextValue(paymentsRepo.subscribe)).rejects.toMatchObject({ code: 'permission-denied' });
  });
});

describe('schedules repository', () => {
  beforeEach(() => seedReferences({ instructors: ['ins1'] }));

  const enrollments = async (scheduleId: string) => {
    const snapshot = await admin().db.collection(`schedules/${scheduleId}/enrollments`).get();
    return Object.fromEntries(snapshot.docs.map((d) => [d.id, d.data()]));
  };

  it('writes a schedule with one enrollment per student, and keeps them in step on edit', async () => {
    await signInAs('admin'); // Desativar: an admin or the class's own instructor
    const id = await addSchedule(schedule({ studentIds: ['s1', 's2'] }));
    expect(await enrollments(id)).toMatchObject({
      s1: { studentId: 's1', active: true },
      s2: { studentId: 's2', active: true },
    });

    const [saved] = await nextValue(subscribeSchedules, (rows) => rows.length === 1);
    if (!saved) throw new Error('schedule not listed');
    await updateSchedule(saved, { ...saved, studentIds: ['s2', 's3'], startTime: '08:00', endTime: '09:00' });
    expect(await enrollments(id)).toMatchObject({ s1: { active: false }, s2: { active: true }, s3: { active: true } });

    const [edited] = await nextValue(subscribeSchedules, (rows) => rows[0]?.startTime === '08:00');
    if (!edited) throw new Error('schedule not listed');
    await setScheduleActive(edited, false);
    const [inactive] = await nextValue(subscribeSchedules, (rows) => rows[0]?.active === false);
    expect(inactive).toMatchObject({ id, active: false, studentIds: ['s2', 's3'] });
    expect(await enrollments(id)).toMatchObject({ s2: { active: false }, s3: { active: false } });
  });

  it('takes a student out of a class and back in: the same enrollment comes back, with its createdAt', async () => {
    await signInAs('instrutor');
    const id = await addSchedule(schedule({ studentIds: ['s1', 's2'] }));
    const { s1: first } = await enrollments(id);

    const [saved] = await nextValue(subscribeSchedules, (rows) => rows.length === 1);
    if (!saved) throw new Error('schedule not listed');
    await updateSchedule(saved, { ...saved, studentIds: ['s2'] });
    expect(await enrollments(id)).toMatchObject({ s1: { active: false }, s2: { active: true } });
    // Her classes, the one she left included ('Frequência e reposições' counts her marks there).
    const classesOfS1 = (rows: EnrollmentOf[]) => rows.length === 1 && rows[0]?.active === false;
    expect(
      await nextValue((onData, onError) => subscribeStudentEnrollments('s1', onData, onError), classesOfS1),
    ).toEqual([{ scheduleId: id, active: false }]);

    const [without] = await nextValue(subscribeSchedules, (rows) => rows[0]?.studentIds.length === 1);
    if (!without) throw new Error('schedule not listed');
    await updateSchedule(without, { ...without, studentIds: ['s2', 's1'] });
    const after = await enrollments(id);
    expect(after.s1).toMatchObject({ studentId: 's1', active: true, createdAt: first?.createdAt });
    expect(after.s1?.updatedAt).toBeGreaterThanOrEqual(first?.createdAt);
    const [readded] = await nextValue(subscribeSchedules, (rows) => rows[0]?.studentIds.length === 2);
    expect(readded?.studentIds).toEqual(['s2', 's1']);
  });

  it("'Manter o meu' keeps this form's change over a version that took a student out meanwhile", async () => {
    await signInAs('admin');
    const id = await addSchedule(schedule({ studentIds: ['s1', 's2'] }));
    const [opened] = await nextValue(subscribeSchedules, (rows) => rows.length === 1);
    if (!opened) throw new Error('schedule not listed');
    // Another device takes s2 out (e.g. her Inativar); this form, opened before, changes only the time.
    await updateSchedule(opened, { ...opened, studentIds: ['s1'] });
    const [theirs] = await nextValue(subscribeSchedules, (rows) => rows[0]?.studentIds.length === 1);
    if (!theirs) throw new Error('their version not listed');
    const mine = scheduleFormSchema.parse({ ...scheduleToForm(opened), startTime: '07:00', endTime: '07:50' });
    await expect(saveSchedule(mine, opened)).rejects.toBeInstanceOf(EditConflict);

    await saveSchedule(mine, opened, theirs.version, theirs);
    expect((await admin().db.doc(`schedules/${id}`).get()).data()).toMatchObject({
      studentIds: ['s1'],
      startTime: '07:00',
      active: true,
    });
    expect(await enrollments(id)).toMatchObject({ s1: { active: true }, s2: { active: false } });
  });

  it("'Manter o meu' adds this form's student to theirs, without enrolling again one they took out", async () => {
    await signInAs('admin');
    const id = await addSchedule(schedule({ studentIds: ['s1', 's2'] }));
    const [opened] = await nextValue(subscribeSchedules, (rows) => rows.length === 1);
    if (!opened) throw new Error('schedule not listed');
    await updateSchedule(opened, { ...opened, studentIds: ['s1'] }); // s2 taken out on another device
    const [theirs] = await nextValue(subscribeSchedules, (rows) => rows[0]?.studentIds.length === 1);
    if (!theirs) throw new Error('their version not listed');
    const mine = scheduleFormSchema.parse({ ...scheduleToForm(opened), studentIds: ['s1', 's2', 's3'] });
    await saveSchedule(mine, opened, theirs.version, theirs);
    expect((await admin().db.doc(`schedules/${id}`).get()).get('studentIds')).toEqual(['s1', 's3']);
    expect(await enrollments(id)).toMatchObject({ s1: { active: true }, s2: { active: false }, s3: { active: true } });
  });

  it('refuses a schedule whose end is before its start', async () => {
    await signInAs('instrutor');
    await expect(addSchedule(schedule({ startTime: '11:00', endTime: '10:00' }))).rejects.toThrow();
  });
});
