// Saving offline (PATTERNS.md "Saving, online and offline"), with the real SDK against the emulator:
// the network is cut with disableNetwork and the browser's offline flag is simulated.
import { disableNetwork, enableNetwork } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '../../src/data/auth-service';
import { addPayment } from '../../src/data/payment-ledger';
import { paymentsRepo } from '../../src/data/payments-repo';
import { addSchedule, setScheduleActive, updateSchedule } from '../../src/data/schedules-repo';
import { reportRefusedEarlier, unsentOfGonePages } from '../../src/data/save';
import { JOURNAL_KEY, type JournalEntry } from '../../src/data/save-journal';
import { pendingSaves, subscribeLateFailures, type LateFailure } from '../../src/data/save-status';
import { db } from '../../src/data/firestore';
import { studentsRepo } from '../../src/data/students-repo';
import { currentAuthor } from '../../src/data/tracked';
import { admin, clearEmulators, createStaff, seedReferences, uniqueEmail } from '../support/emulator';
import { PlanOfflineError } from '../../src/domain/class-days';
import { memoryStorage, sampleAuthorship } from '../../src/domain/test-helpers';
import { payment, schedule, student } from '../support/fixtures';
import { connectDataLayerToEmulators, signInAsNew } from '../support/web-client';
import { onlineAfterEach } from '../support/offline';

connectDataLayerToEmulators();

const signInAs = (role: 'admin' | 'instrutor') => signInAsNew(role);

async function waitFor(check: () => boolean | Promise<boolean>, what: string) {
  for (let i = 0; i < 100; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** What the server refuses later of `write`, made offline: the refusals reported, once it is back. */
async function refusedLater(write: () => Promise<unknown>): Promise<LateFailure[]> {
  const failures: LateFailure[] = [];
  const stop = subscribeLateFailures((failure) => failures.push(failure));
  await disableNetwork(db());
  vi.stubGlobal('navigator', { onLine: false });
  await write();
  expect(failures).toEqual([]); // not yet: the server has not seen it
  vi.stubGlobal('navigator', { onLine: true });
  await enableNetwork(db());
  await waitFor(() => failures.length === 1, 'the refusal');
  stop();
  return failures;
}

beforeEach(async () => {
  await signOut();
  await clearEmulators();
  await seedReferences({ students: ['stu1'], instructors: ['ins1'] });
});

onlineAfterEach();

describe('saving offline', () => {
  it('resolves once the write is in the local cache, counts it as waiting, and syncs on reconnect', async () => {
    await signInAs('instrutor');
    await disableNetwork(db());
    vi.stubGlobal('navigator', { onLine: false });

    const id = await studentsRepo.add(student({ nome: 'Offline Oliveira' })); // does not hang
    expect(pendingSaves()).toBe(1);
    expect((await admin().db.doc(`students/${id}`).get()).exists).toBe(false);

    vi.stubGlobal('navigator', { onLine: true });
    await enableNetwork(db());
    await waitFor(() => pendingSaves() === 0, 'the write to sync');
    expect((await admin().db.doc(`students/${id}`).get()).data()).toMatchObject({ nome: 'Offline Oliveira' });
  });

  it('a save still waiting when the user signs out anyway is no longer counted (its cache is gone)', async () => {
    await signInAs('instrutor');
    await disableNetwork(db());
    vi.stubGlobal('navigator', { onLine: false });
    await studentsRepo.add(student({ nome: 'Deixada Dias' }));
    expect(pendingSaves()).toBe(1);

    await signOut(); // 'Sair mesmo assim'
    expect(pendingSaves()).toBe(0);
    vi.stubGlobal('navigator', { onLine: true });
    await signInAs('instrutor');
    await studentsRepo.add(student({ nome: 'Nova Nunes' }));
    expect(pendingSaves()).toBe(0);
  });

  it('reports a write the server refuses later, with the record’s name', async () => {
    await signInAs('instrutor'); // payments are admin-only: the server will refuse this
    const failures = await refusedLater(() => paymentsRepo.add(payment({ paymentDate: '2026-11-20' })));
    expect(failures[0]?.label).toBe('pagamento de 20/11/2026');
    expect(failures[0]?.error).toMatchObject({ code: 'permission-denied' });
    expect(pendingSaves()).toBe(0);
  });

  it('names the student of a payment the server refuses later', async () => {
    await signInAs('instrutor'); // payments are admin-only: the server will refuse this
    const payment24 = payment({ studentId: 'stu1', paymentDate: '2026-11-24' });
    const failures = await refusedLater(() => addPayment(payment24, undefined, 'Ana Souza'));
    expect(failures[0]?.label).toBe('pagamento de Ana Souza em 24/11/2026');
  });

  it("names the record of a 'Restaurar esta versão' the server refuses later, though its name did not change", async () => {
    await signInAs('admin');
    const id = await studentsRepo.add(student({ nome: 'Rita Prado', telefone: '(48) 99999-0001' }));
    await studentsRepo.update(id, { telefone: '(48) 99999-0002' });
    const first = (await studentsRepo.history(id)).find((v) => v.data.telefone === '(48) 99999-0001');
    const shown = (await admin().db.doc(`students/${id}`).get()).data();
    if (!first || !shown) throw new Error('the first version is in the history');
    // Another device changes the student meanwhile: this restore, made offline, will be refused.
    await admin()
      .db.doc(`students/${id}`)
      .update({ version: Number(shown.version) + 1 });
    const current = { ...shown, id } as Parameters<typeof studentsRepo.restore>[0];
    const failures = await refusedLater(() => studentsRepo.restore(current, first.data));
    expect(failures[0]?.label).toBe('Rita Prado');
  });

  it('names a class the server refuses later by discipline, days and time, not only its time', async () => {
    await signInAs('admin');
    // An instructor no one has: the rules refuse the class when it arrives.
    const ghost = schedule({
      instructorId: 'ghost',
      discipline: 'yoga',
      days: [2, 4],
      startTime: '07:00',
      endTime: '08:00',
    });
    const failures = await refusedLater(() => addSchedule(ghost));
    expect(failures[0]?.label).toBe('aula Yoga Ter, Qui 07:00–08:00');
  });

  it('online, waits for the server and rejects a refused write (the dialog keeps what was typed)', async () => {
    await signInAs('instrutor');
    await expect(paymentsRepo.add(payment())).rejects.toMatchObject({ code: 'permission-denied' });
    expect(pendingSaves()).toBe(0);
  });

  it('an edit of a class does not hang offline and syncs on reconnect; Desativar says at once it needs the server', async () => {
    await signInAs('admin'); // Desativar: an admin or the class's own instructor
    const data = schedule({ studentIds: ['s1', 's2'] });
    const id = await addSchedule(data);
    await disableNetwork(db());
    vi.stubGlobal('navigator', { onLine: false });

    const saved = { ...data, ...sampleAuthorship, id }; // version 1, as listed
    await updateSchedule(saved, { ...data, studentIds: ['s1'] }); // does not hang
    // Nor does this: the make-ups it would strand are the server's to say (schedules-repo.ts).
    await expect(setScheduleActive({ ...saved, studentIds: ['s1'], version: 2 }, false)).rejects.toBeInstanceOf(
      PlanOfflineError,
    );
    expect(pendingSaves()).toBe(1);

    vi.stubGlobal('navigator', { onLine: true });
    await enableNetwork(db());
    await waitFor(() => pendingSaves() === 0, 'the writes to sync');
    expect((await admin().db.doc(`schedules/${id}`).get()).data()).toMatchObject({ studentIds: ['s1'], active: true });
    await setScheduleActive({ ...saved, studentIds: ['s1'], version: 2 }, false);
    const enrollments = await admin().db.collection(`schedules/${id}/enrollments`).get();
    expect(enrollments.docs.map((d) => [d.id, d.data().active])).toEqual([
      ['s1', false],
      ['s2', false],
    ]);
  });
});

describe('saves a page left behind (reloaded before the server answered)', () => {
  it('counts those a closed tab left unsent for Sair to ask about, and none once Firestore has sent them', async () => {
    vi.stubGlobal('localStorage', memoryStorage());
    await signInAs('admin');
    await disableNetwork(db());
    vi.stubGlobal('navigator', { onLine: false });
    await studentsRepo.add(student({ nome: 'Lara Dias' })); // kept in the cache the tabs share
    // Made by a tab closed since: its entry names a page that holds no lock.
    const entries = JSON.parse(localStorage.getItem(JOURNAL_KEY) ?? '[]') as JournalEntry[];
    // (Its own id: this page, told by the server, would take its entry off and so hide the answer.)
    const gone = entries.map((entry) => ({ ...entry, id: `fechada:${entry.id}`, tab: 'fechada' }));
    // Another person's, left unsent on this device: Firestore sends it in their session only (Sair says it apart).
    const theirs = { ...gone[0]!, id: 'outra', uid: 'outra-pessoa' };
    localStorage.setItem(JOURNAL_KEY, JSON.stringify([...entries, ...gone, theirs]));
    expect(gone[0]?.uid).toBeTruthy();
    expect(await unsentOfGonePages(db())).toBe(1);

    vi.stubGlobal('navigator', { onLine: true });
    await enableNetwork(db());
    await waitFor(async () => (await unsentOfGonePages(db())) === 0, 'the write to be sent');
    // Still in the journal (the next page checks it on the server): it is Firestore that said it was sent.
    expect(localStorage.getItem(JOURNAL_KEY)).toContain('fechada:');
  });

  it("reports by name those the server did not take and forgets them; another person's wait for them", async () => {
    vi.stubGlobal('localStorage', memoryStorage());
    const uid = await signInAs('admin');
    const at = Date.now();
    const mine = await studentsRepo.add(student({ nome: 'Dora Lima' })); // taken: written by me since
    const left = (label: string, path: string): JournalEntry => ({ id: label, label, path, at, tab: 'gone', uid });
    const theirs = { ...left('Maria Silva', 'students/nunca-enviado'), uid: 'outra-pessoa' };
    localStorage.setItem(
      JOURNAL_KEY,
      JSON.stringify([
        left('Dora Lima', `students/${mine}`),
        left('Aluno da semente', 'students/stu1'), // last written by someone else
        left('Aluno novo', 'students/nunca-gravado'), // a new record that never reached the server
        left('Meu perfil', `users/${uid}`), // names no author: its change log does
        theirs, // another person's, unsent: not refused, and kept for their next session here
      ]),
    );
    const refused: string[] = [];
    const stop = subscribeLateFailures(({ label }) => refused.push(label));

    await reportRefusedEarlier(db(), uid);
    stop();

    expect(refused).toEqual(['Aluno da semente', 'Aluno novo']);
    expect(JSON.parse(localStorage.getItem(JOURNAL_KEY) ?? '[]')).toEqual([theirs]);
  });

  it("the Sair of someone without access (awaiting approval, refused) leaves another person's offline changes, sent when they come back", async () => {
    vi.stubGlobal('localStorage', memoryStorage());
    const email = uniqueEmail('instrutor');
    await createStaff(email, { role: 'instrutor', password: 'senha123' });
    await signIn(email, 'senha123', true);
    await currentAuthor(); // the name a save carries, read while online
    await disableNetwork(db());
    vi.stubGlobal('navigator', { onLine: false });
    const id = await studentsRepo.add(student({ nome: 'Sem Pressa Souza' })); // the browser is closed without Sair
    const pendingEmail = uniqueEmail('instrutor');
    const waiting = await createStaff(pendingEmail, { active: 'pending', password: 'senha123' });
    await signIn(pendingEmail, 'senha123', true);

    await signOut(waiting); // 'Sair' on 'Aguardando aprovação'
    vi.stubGlobal('navigator', { onLine: true });
    await enableNetwork(db());
    await signIn(email, 'senha123', true);
    await waitFor(async () => (await admin().db.doc(`students/${id}`).get()).exists, 'the change to be sent');
  });
});
