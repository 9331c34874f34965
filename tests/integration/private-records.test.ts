// Need-to-know (DESIGN.md, "Privacy (LGPD)"), with the app's data layer against the emulator and its
// rules: a student's CPF/RG, address, plan and fees (studentPrivate) and an instructor's home address
// (instructorPrivate) are written in the batch of their record, only by admins, with their own
// versions and history, and read one document at a time — or all at once, on demand, by an admin.
import { disableNetwork } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { signOut } from '../../src/data/auth-service';
import { db } from '../../src/data/firestore';
import { instructorPrivateRepo, instructorsRepo, loadInstructorPrivate } from '../../src/data/instructors-repo';
import {
  loadAllStudentPrivate,
  loadStudentPrivate,
  studentPrivateRepo,
  studentsRepo,
} from '../../src/data/students-repo';
import { EditConflict } from '../../src/domain/authorship';
import { saveStudent, type EditableStudent } from '../../src/admin/students/save-student';
import { splitInstructor } from '../../src/domain/instructor-private';
import { emptyStudentPrivate, splitStudent, type FullStudent } from '../../src/domain/student-private';
import { admin, clearEmulators, storeStudent } from '../support/emulator';
import { fullInstructor, fullStudent } from '../support/fixtures';
import { connectDataLayerToEmulators, nextValue, signInAsNew } from '../support/web-client';
import { onlineAfterEach } from '../support/offline';

connectDataLayerToEmulators();

const signInAs = (role: 'admin' | 'instrutor', nome = role === 'admin' ? 'Ana Admin' : 'Ivo Instrutor') =>
  signInAsNew(role, nome);

const record = async (path: string) => (await admin().db.doc(path).get()).data();

/** A new student as an admin's form saves it: the record, and its private part in the same batch. */
async function addWhole(overrides: Parameters<typeof fullStudent>[0] = {}) {
  const { student, details } = splitStudent(fullStudent(overrides));
  return studentsRepo.add(student, { also: studentPrivateRepo.part(details, null) });
}

beforeEach(async () => {
  await signOut();
  await clearEmulators();
});

onlineAfterEach();

describe('studentPrivate', () => {
  it('an admin writes a student and its private part in one batch, each with its authorship', async () => {
    const uid = await signInAs('admin');
    const id = await addWhole({ nome: 'Ana Lima', documento: '529.982.247-25', valorMensalidade: 280 });
    expect(await record(`students/${id}`)).toMatchObject({ nome: 'Ana Lima', version: 1, updatedBy: uid });
    expect(await record(`students/${id}`)).not.toHaveProperty('documento');
    expect(await record(`studentPrivate/${id}`)).toMatchObject({
      documento: '529.982.247-25',
      valorMensalidade: 280,
      version: 1,
      updatedBy: uid,
      updatedByName: 'Ana Admin',
    });
    expect(await loadStudentPrivate(id)).toMatchObject({ id, documento: '529.982.247-25', version: 1 });
  });

  it('an edit writes only what changed, on the version read when the form opened, and keeps the history', async () => {
    await signInAs('admin');
    const id = await addWhole({ valorMensalidade: 280, frequencia: '2x' });
    const opened = await loadStudentPrivate(id);
    const { student, details } = splitStudent(fullStudent({ valorMensalidade: 310.5, frequencia: '2x' }));
    const { active: _a, createdAt: _c, deletedAt: _d, ...fields } = student;
    await studentsRepo.update(id, fields, { also: studentPrivateRepo.part(details, opened) });
    expect(await record(`studentPrivate/${id}`)).toMatchObject({ valorMensalidade: 310.5, version: 2 });
    expect(await record(`studentPrivate/${id}/history/1`)).toMatchObject({ data: { valorMensalidade: 280 } });
    const history = await studentPrivateRepo.history(id);
    expect(history.map((h) => [h.version, h.data.valorMensalidade])).toEqual([[1, 280]]);
  });

  it('nothing changed: no write; no private document and nothing typed: none is created', async () => {
    await signInAs('admin');
    const id = await addWhole();
    const opened = await loadStudentPrivate(id);
    if (!opened) throw new Error('no private document');
    expect(studentPrivateRepo.part({ ...opened, updatedAt: Date.now() }, opened)).toBeNull();
    const now = Date.now();
    expect(studentPrivateRepo.part({ ...emptyStudentPrivate, createdAt: now, updatedAt: now }, null)).toBeNull();
  });

  it('a student an instrutor created has none until an admin saves one, stamped now', async () => {
    await signInAs('instrutor');
    const { student } = splitStudent(fullStudent({ nome: 'Davi', createdAt: Date.now() - 86_400_000 }));
    const now = Date.now(); // one reading: the rules want updatedAt == createdAt on a new record
    const id = await studentsRepo.add({ ...student, createdAt: now, updatedAt: now });
    // A save resolves from the local cache after 8 s (save.ts): on a loaded machine the student may not
    // be on the server yet, and signing out would drop it. It must be there before the admin's turn.
    await expect.poll(() => record(`students/${id}`), { timeout: 30_000 }).toBeDefined();
    expect(await record(`studentPrivate/${id}`)).toBeUndefined();
    await expect(loadStudentPrivate(id)).rejects.toMatchObject({ code: 'permission-denied' });

    await signOut();
    await signInAs('admin');
    expect(await loadStudentPrivate(id)).toBeNull();
    const later = Date.now();
    const { details } = splitStudent(fullStudent({ documento: '111.444.777-35', createdAt: 1, updatedAt: later }));
    await studentsRepo.update(id, { updatedAt: later }, { also: studentPrivateRepo.part(details, null) });
    expect(await record(`studentPrivate/${id}`)).toMatchObject({ documento: '111.444.777-35', createdAt: later });
  });

  it('an instrutor can neither read one nor list them', async () => {
    const id = await storeStudent(fullStudent());
    await signInAs('instrutor');
    await expect(loadStudentPrivate(id)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(loadAllStudentPrivate()).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('an admin loads every student’s private document with one query (for an action over all students)', async () => {
    const ids = [
      await storeStudent(fullStudent({ nome: 'A', valorMensalidade: 180 })),
      await storeStudent(fullStudent({ nome: 'B', frequencia: 'avulsa', valorAulaAvulsa: 90 })),
    ];
    await admin().db.doc('studentPrivate/broken').set({ documento: 5 });
    await signInAs('admin');
    const { byId, unreadable, fromCache } = await loadAllStudentPrivate();
    expect(fromCache).toBe(false);
    expect([...byId.keys()].sort()).toEqual([...ids].sort());
    expect(byId.get(ids[0] ?? '')).toMatchObject({ valorMensalidade: 180 });
    expect(byId.get(ids[1] ?? '')).toMatchObject({ frequencia: 'avulsa', valorAulaAvulsa: 90 });
    expect(unreadable).toBe(1);
  });

  it('refuses to overwrite a change made since the form opened, and writes neither document', async () => {
    await signInAs('admin');
    const id = await addWhole({ valorMensalidade: 280 });
    const opened = await loadStudentPrivate(id);
    const edit = (valorMensalidade: number, nome: string, base: typeof opened) => {
      const { student, details } = splitStudent(fullStudent({ nome, valorMensalidade }));
      const { active: _a, createdAt: _c, deletedAt: _d, ...fields } = student;
      return studentsRepo.update(id, fields, { also: studentPrivateRepo.part(details, base) });
    };
    await edit(300, 'Primeira', opened); // saved meanwhile, elsewhere
    await expect(edit(350, 'Segunda', opened)).rejects.toBeInstanceOf(EditConflict);
    expect(await record(`studentPrivate/${id}`)).toMatchObject({ valorMensalidade: 300, version: 2 });
    expect(await record(`students/${id}`)).toMatchObject({ nome: 'Primeira', version: 2 });
  });

  it('offline, a document not in this device’s cache fails to load instead of reading as none', async () => {
    const id = await storeStudent(fullStudent());
    await signInAs('admin');
    await disableNetwork(db());
    await expect(loadStudentPrivate(id)).rejects.toThrow(/offline/);
    // All at once, the cache's answer says so: it holds only what this device has read ('Gerar mensalidades').
    expect(await loadAllStudentPrivate()).toMatchObject({ byId: new Map(), fromCache: true });
  });
});

describe('instructorPrivate', () => {
  it('an admin writes an instructor and the home address in one batch; an instrutor cannot read it', async () => {
    await signInAs('admin');
    const { instructor, details } = splitInstructor(fullInstructor({ logradouro: 'Rua das Gaivotas' }));
    const id = await instructorsRepo.add(instructor, { also: instructorPrivateRepo.part(details, null) });
    expect(await record(`instructors/${id}`)).not.toHaveProperty('logradouro');
    expect(await record(`instructorPrivate/${id}`)).toMatchObject({ logradouro: 'Rua das Gaivotas', version: 1 });
    expect(await loadInstructorPrivate(id)).toMatchObject({ logradouro: 'Rua das Gaivotas' });

    await signOut();
    await signInAs('instrutor');
    await expect(loadInstructorPrivate(id)).rejects.toMatchObject({ code: 'permission-denied' });
  });
});

// The form's save (src/admin/students/save-student.ts) against the emulator: two admins change the
// same student's private part; the second hears who did it, and 'Manter o meu' or 'Recarregar' work.
describe('a private part changed by someone else since the form opened', () => {
  const formOf = (overrides: Partial<FullStudent> = {}) => {
    const { active: _a, createdAt: _c, updatedAt: _u, deletedAt: _d, ...data } = { ...fullStudent(), ...overrides };
    return data;
  };

  async function opened(id: string): Promise<EditableStudent> {
    const [student] = (await nextValue(studentsRepo.subscribe, (rows) => rows.length > 0)).filter((s) => s.id === id);
    if (!student) throw new Error('student not listed');
    return { ...student, details: await loadStudentPrivate(id) };
  }

  it('comes back as a conflict of the whole student, with their private part; keeping mine writes on theirs', async () => {
    await signInAs('admin');
    const id = await addWhole({ valorMensalidade: 280, documento: '529.982.247-25' });
    const mine = await opened(id);
    await saveStudent(formOf({ valorMensalidade: 300, documento: '529.982.247-25' }), mine, true); // elsewhere

    const conflict = await saveStudent(formOf({ documento: '111.444.777-35', valorMensalidade: 280 }), mine, true).then(
      () => null,
      (error: unknown) => error,
    );
    expect(conflict).toBeInstanceOf(EditConflict);
    const theirs = { ...(conflict as EditConflict).current.data, id } as unknown as EditableStudent;
    expect(theirs.details).toMatchObject({ valorMensalidade: 300, version: 2 });
    expect(theirs.version).toBe(1); // the student itself did not change

    // 'Manter o meu': what this form changed (the CPF), on top of their version (their fee stays).
    await saveStudent(formOf({ documento: '111.444.777-35', valorMensalidade: 280 }), mine, true, 1, theirs);
    expect(await record(`studentPrivate/${id}`)).toMatchObject({
      documento: '111.444.777-35',
      valorMensalidade: 300,
      version: 3,
    });
  });

  // Someone corrected the phone and the CPF in one save: 'Recarregar' shows both, not their phone with
  // the CPF this form opened (which a contract would print).
  it('a conflict of the student itself carries their private part as it is now', async () => {
    await signInAs('admin');
    const id = await addWhole({ telefone: '(48) 99999-0000', documento: '529.982.247-25' });
    const mine = await opened(id);
    await saveStudent(formOf({ telefone: '(48) 98888-1111', documento: '111.444.777-35' }), mine, true); // elsewhere

    const conflict = await saveStudent(
      formOf({ telefone: '(48) 97777-2222', documento: '529.982.247-25' }),
      mine,
      true,
    ).then(
      () => null,
      (error: unknown) => error,
    );
    expect(conflict).toBeInstanceOf(EditConflict);
    const theirs = (conflict as EditConflict).current.data as unknown as EditableStudent;
    expect(theirs).toMatchObject({ telefone: '(48) 98888-1111', version: 2 });
    expect(theirs.details).toMatchObject({ documento: '111.444.777-35', version: 2 });
  });

  it('a conflict of the private part alone carries the student as it is now', async () => {
    await signInAs('admin');
    const id = await addWhole({ telefone: '(48) 99999-0000', valorMensalidade: 280 });
    const mine = await opened(id);
    await saveStudent(formOf({ telefone: '(48) 98888-1111', valorMensalidade: 300 }), mine, true); // elsewhere

    // This form changes the fee only (the phone as it opened it).
    const conflict = await saveStudent(formOf({ telefone: '(48) 99999-0000', valorMensalidade: 320 }), mine, true).then(
      () => null,
      (error: unknown) => error,
    );
    expect(conflict).toBeInstanceOf(EditConflict);
    expect((conflict as EditConflict).current.version).toBe(2);
    const theirs = (conflict as EditConflict).current.data as unknown as EditableStudent;
    expect(theirs).toMatchObject({ telefone: '(48) 98888-1111', version: 2 });
    expect(theirs.details).toMatchObject({ valorMensalidade: 300, version: 2 });
  });
});
