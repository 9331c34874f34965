// The prontuário's data layer (src/data/records-repo.ts) against the emulator and its rules: an admin
// sets a care team, its instrutor opens and writes the record (each opening logged), the alert follows
// the record and the team, notes are fixed after 24 hours, and nobody off the team reads anything.
import { Timestamp } from 'firebase-admin/firestore';
import { doc, onSnapshot } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn, signOut } from '../../src/data/auth-service';
import {
  addNote,
  editNote,
  loadAccessLog,
  loadCareTeam,
  loadNotes,
  loadRecordHistory,
  openRecord,
  saveCareTeam,
  saveRecord,
  subscribeAlerts,
  type RecordDoc,
} from '../../src/data/records-repo';
import { EditConflict } from '../../src/domain/authorship';
import { db } from '../../src/data/firestore';
import { currentAuthor } from '../../src/data/tracked';
import { anamneseFromForm, anamneseToForm } from '../../src/domain/record-form';
import { sampleHealthRecord } from '../../src/domain/test-helpers';
import { admin, clearEmulators, createStaff, seedReferences, uniqueEmail } from '../support/emulator';
import { backOnline, goOffline, onlineAfterEach } from '../support/offline';
import { connectDataLayerToEmulators, nextValue } from '../support/web-client';

connectDataLayerToEmulators();

const { createdAt: _c, updatedAt: _u, ...anamnese } = sampleHealthRecord;
const accounts: Record<string, { email: string; uid: string }> = {};

async function account(label: 'admin' | 'ivo' | 'olga') {
  const email = uniqueEmail(label);
  const role = label === 'admin' ? 'admin' : 'instrutor';
  const nome = { admin: 'Ana Admin', ivo: 'Ivo Instrutor', olga: 'Olga Outra' }[label];
  accounts[label] = { email, uid: await createStaff(email, { role, nome, password: 'senha123' }) };
}

async function as(label: 'admin' | 'ivo' | 'olga') {
  await signOut();
  const who = accounts[label];
  if (!who) throw new Error(label);
  await signIn(who.email, 'senha123', true);
  await currentAuthor();
  return who.uid;
}

const stored = async (path: string) => (await admin().db.doc(path).get()).data();

beforeEach(async () => {
  await signOut();
  await clearEmulators();
  await Promise.all([account('admin'), account('ivo'), account('olga')]);
  await seedReferences({ students: ['s1'] });
});

onlineAfterEach();

describe('the prontuário through the data layer', () => {
  it('an admin grants an instrutor access; the instrutor opens, writes and revises the record, each opening logged', async () => {
    await as('admin');
    await saveCareTeam('s1', [accounts.ivo!.uid], null);
    expect(await stored('recordAlerts/s1')).toMatchObject({ equipe: [accounts.ivo!.uid], restricoes: '' });

    const ivo = await as('ivo');
    expect(await openRecord('s1')).toBeNull();
    await saveRecord('s1', anamnese, null);
    const opened = await openRecord('s1');
    expect(opened).toMatchObject({ restricoes: anamnese.restricoes, version: 1, updatedBy: ivo });
    await saveRecord('s1', { ...anamnese, restricoes: 'Sem impacto', dor: 3 }, opened);
    const history = await loadRecordHistory('s1');
    expect(history.map((h) => [h.version, h.data.dor])).toEqual([[1, anamnese.dor]]);
    // The alert says what the record says, and the instrutor's one query finds it.
    const alerts = await nextValue(subscribeAlerts(ivo, false), (m) => m.size > 0);
    expect(alerts.get('s1')?.restricoes).toBe('Sem impacto');

    await as('admin');
    const { rows: log, complete } = await loadAccessLog('s1');
    expect(complete).toBe(true);
    expect(log.filter((e) => e.updatedBy === ivo).map((e) => e.acao)).toEqual(['abriu', 'abriu']);
    expect(log.every((e) => typeof e.writtenAt === 'number')).toBe(true);
  });

  it("'Manter o meu' over a colleague's newer version keeps what they changed in other fields and conditions, and the alert", async () => {
    await as('admin');
    await saveRecord('s1', { ...anamnese, restricoes: '' }, null);
    const opened = await openRecord('s1'); // the form of the first person, opened at version 1
    // A colleague, version 2: restrictions, and a condition marked.
    const condicoes = { ...anamnese.condicoes, gestacao: '20 semanas' };
    await saveRecord('s1', { ...anamnese, restricoes: 'Sem flexão de tronco', condicoes }, opened);
    const theirs = await openRecord('s1');
    // Mine changes the medication and marks another condition, saved over version 2 ('Manter o meu').
    const mine = { ...anamnese, restricoes: '', medicamentos: 'Metformina 500 mg' };
    await saveRecord('s1', { ...mine, condicoes: { ...anamnese.condicoes, lombalgia: '' } }, theirs, undefined, opened);
    expect(await stored('records/s1')).toMatchObject({
      medicamentos: 'Metformina 500 mg',
      restricoes: 'Sem flexão de tronco',
      condicoes: { ...condicoes, lombalgia: '' },
      version: 3,
    });
    expect(await stored('recordAlerts/s1')).toMatchObject({ restricoes: 'Sem flexão de tronco' });
  });

  it("a first anamnese saved by two people at once: the second is told, and 'Manter o meu' writes what they filled in", async () => {
    await as('admin');
    await saveCareTeam('s1', [accounts.ivo!.uid], null);
    await saveRecord('s1', anamnese, null);
    await as('ivo');
    // Ivo's form, opened empty: the complaint and the medication filled in, the restrictions left blank.
    const empty = anamneseFromForm(anamneseToForm(null, anamnese.data));
    const mine = {
      ...empty,
      consentimento: anamnese.consentimento,
      queixaPrincipal: 'Dor no ombro',
      medicamentos: 'Metformina 500 mg',
    };
    const refused = await saveRecord('s1', mine, null).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(EditConflict);
    const { data, version } = (refused as EditConflict).current;
    // What the dialog passes on 'Manter o meu': their record, as the conflict showed it, and the form it opened as.
    const theirs = { ...data, id: 's1', version } as RecordDoc;
    await saveRecord('s1', mine, theirs, undefined, empty);
    expect(await stored('records/s1')).toMatchObject({
      queixaPrincipal: 'Dor no ombro',
      medicamentos: 'Metformina 500 mg',
      // Blank in Ivo's form, not erased: the admin's restrictions and alert stay (they were wiped).
      restricoes: anamnese.restricoes,
      condicoes: anamnese.condicoes,
      version: 2,
    });
    expect(await stored('recordAlerts/s1')).toMatchObject({ restricoes: anamnese.restricoes });
  });

  it('an instrutor off the team opens nothing, and no entry is written in their name', async () => {
    await as('admin');
    await saveCareTeam('s1', [accounts.ivo!.uid], null);
    await saveRecord('s1', anamnese, null);
    const olga = await as('olga');
    await expect(openRecord('s1')).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(loadNotes('s1')).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(loadRecordHistory('s1')).rejects.toMatchObject({ code: 'permission-denied' });
    const alerts = await nextValue(subscribeAlerts(olga, false));
    expect(alerts.size).toBe(0);
    const log = await admin().db.collection('records/s1/accessLog').get();
    expect(log.docs.filter((d) => d.get('updatedBy') === olga)).toHaveLength(0);
  });

  it('a team change reaches the alert, and the removed instrutor loses the record', async () => {
    await as('admin');
    await saveCareTeam('s1', [accounts.ivo!.uid], null);
    await saveRecord('s1', anamnese, null);
    await saveCareTeam('s1', [accounts.olga!.uid], await loadCareTeam('s1'));
    expect(await stored('recordAlerts/s1')).toMatchObject({
      equipe: [accounts.olga!.uid],
      restricoes: anamnese.restricoes,
    });
    expect(await stored('careTeams/s1/history/1')).toMatchObject({ data: { uids: [accounts.ivo!.uid] } });
    await as('ivo');
    await expect(openRecord('s1')).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('a note is edited by its author within 24 hours, then fixed; a correction names it', async () => {
    await as('admin');
    await saveCareTeam('s1', [accounts.ivo!.uid], null);
    await saveRecord('s1', anamnese, null);
    await as('ivo');
    const note = { data: '2025-06-09', conduta: 'Ponte e prancha', resposta: 'Bem', dor: 2, corrige: '' };
    const id = await addNote('s1', note);
    const {
      rows: [saved],
      complete,
    } = await loadNotes('s1');
    if (!saved) throw new Error('no note');
    expect(complete).toBe(true);
    expect(Math.abs(saved.registradoEm - Date.now())).toBeLessThan(60_000);
    await editNote('s1', saved, { ...note, resposta: 'Leve desconforto' });
    expect(await stored(`records/s1/notes/${id}`)).toMatchObject({ resposta: 'Leve desconforto', version: 2 });

    // A day later (the first save moved back 25 hours with the rules off), the note is fixed.
    await admin()
      .db.doc(`records/s1/notes/${id}`)
      .update({ registradoEm: Timestamp.fromMillis(Date.now() - 25 * 60 * 60 * 1000) });
    const {
      rows: [old],
    } = await loadNotes('s1');
    if (!old) throw new Error('no note');
    await expect(editNote('s1', old, { ...note, resposta: 'Outra' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    const fix = await addNote('s1', { ...note, resposta: 'Correção: sem desconforto', corrige: id });
    expect(await stored(`records/s1/notes/${fix}`)).toMatchObject({ corrige: id });

    // Another reader cannot edit it, even at once.
    await as('admin');
    const [latest] = (await loadNotes('s1')).rows.filter((n) => n.id === fix);
    if (!latest) throw new Error('no note');
    await expect(editNote('s1', latest, { ...note, resposta: 'x' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it("a note's 'Manter o meu' over its author's newer save on another device keeps what that save changed", async () => {
    await as('admin');
    await saveCareTeam('s1', [accounts.ivo!.uid], null);
    await saveRecord('s1', anamnese, null);
    await as('ivo');
    const note = { data: '2025-06-09', conduta: 'Ponte e prncha', resposta: 'Bem', dor: 3, corrige: '' };
    const id = await addNote('s1', note);
    const [opened] = (await loadNotes('s1')).rows; // the desk's form, at version 1
    if (!opened) throw new Error('no note');
    await editNote('s1', opened, { ...note, dor: 6 }); // the tablet, meanwhile: version 2
    const fixed = { ...note, conduta: 'Ponte e prancha' }; // the desk fixes a typo
    const conflict = await editNote('s1', opened, fixed).catch((error: unknown) => error);
    if (!(conflict instanceof EditConflict)) throw new Error('no conflict');
    const { version, data } = conflict.current;
    await editNote('s1', opened, fixed, undefined, { version, updatedAt: Number(data.updatedAt) });
    expect(await stored(`records/s1/notes/${id}`)).toMatchObject({ conduta: 'Ponte e prancha', dor: 6, version: 3 });
  });

  it('saved with nothing changed, the anamnese and a note gain no revision in the name of who pressed Salvar', async () => {
    await as('admin');
    await saveCareTeam('s1', [accounts.ivo!.uid], null);
    await saveRecord('s1', anamnese, null);
    const note = { data: '2025-06-09', conduta: 'Ponte e prancha', resposta: 'Bem', dor: 2, corrige: '' };
    const id = await addNote('s1', note);
    const admin1 = accounts.admin!.uid;

    await as('ivo');
    const opened = await openRecord('s1');
    if (!opened) throw new Error('no record');
    expect(await saveRecord('s1', { ...anamnese }, opened)).toBe(false);
    expect(await stored('records/s1')).toMatchObject({ version: 1, updatedBy: admin1 });
    expect(await loadRecordHistory('s1')).toEqual([]);
    // A change is still saved, in Ivo's name.
    expect(await saveRecord('s1', { ...anamnese, dor: 7 }, opened)).toBe(true);
    expect(await stored('records/s1')).toMatchObject({ version: 2, dor: 7, updatedBy: accounts.ivo!.uid });

    await as('admin');
    const [saved] = (await loadNotes('s1')).rows;
    if (!saved) throw new Error('no note');
    expect(await editNote('s1', saved, { ...note })).toBe(false);
    expect(await stored(`records/s1/notes/${id}`)).toMatchObject({ version: 1, resposta: 'Bem' });
  });

  it('a note out of the expected format (older data) is counted, not hiding the others', async () => {
    await as('admin');
    await saveRecord('s1', anamnese, null);
    const note = { data: '2025-06-09', conduta: 'Ponte e prancha', resposta: 'Bem', dor: 2, corrige: '' };
    const id = await addNote('s1', note);
    const first = (await admin().db.doc(`records/s1/notes/${id}`).get()).data() ?? {};
    await admin()
      .db.doc('records/s1/notes/old')
      .set({ ...first, dor: 'forte' });
    const { rows, unreadable, complete } = await loadNotes('s1');
    expect([rows.map((n) => n.id), unreadable, complete]).toEqual([[id], 1, true]);
  });

  it("a new patient's first anamnese and team, saved offline after the screen opened online, reach the server with their alert", async () => {
    await as('admin');
    // The screen's reads, online: no record, no team. The app's cache keeps what they found (none);
    // this test's memory cache keeps a document only while something listens to it.
    const held = ['records/s1', 'careTeams/s1'].map((path) => onSnapshot(doc(db(), path), () => undefined));
    try {
      expect(await openRecord('s1')).toBeNull();
      expect(await loadCareTeam('s1')).toBeNull();
      await goOffline();
      await saveRecord('s1', anamnese, null);
      await saveCareTeam('s1', [accounts.ivo!.uid], null);
      await backOnline();
    } finally {
      held.forEach((stop) => stop());
    }
    expect(await stored('records/s1')).toMatchObject({ restricoes: anamnese.restricoes, version: 1 });
    expect(await stored('careTeams/s1')).toMatchObject({ uids: [accounts.ivo!.uid] });
    expect(await stored('recordAlerts/s1')).toMatchObject({
      restricoes: anamnese.restricoes,
      equipe: [accounts.ivo!.uid],
    });
  });

  it('offline, a device that never read the patient says the first anamnese needs the connection', async () => {
    await as('admin');
    await goOffline();
    await expect(saveRecord('s1', anamnese, null)).rejects.toMatchObject({ code: 'unavailable' });
    await backOnline();
    expect(await stored('records/s1')).toBeUndefined();
  });

  it('a note written and corrected offline reaches the server corrected, its history holding the first text', async () => {
    await as('admin');
    await saveCareTeam('s1', [accounts.ivo!.uid], null);
    await saveRecord('s1', anamnese, null);
    await as('ivo');
    const note = { data: '2025-06-09', conduta: 'Ponte e prancha', resposta: 'Bem', dor: 2, corrige: '' };
    await goOffline();
    const id = await addNote('s1', note);
    // Offline the cache answers with what this device has: never called the whole list.
    const {
      rows: [saved],
      complete,
    } = await loadNotes('s1');
    if (!saved) throw new Error('no note');
    expect(complete).toBe(false);
    await editNote('s1', saved, { ...note, resposta: 'Leve desconforto' });

    await backOnline();
    expect(await stored(`records/s1/notes/${id}`)).toMatchObject({ resposta: 'Leve desconforto', version: 2 });
    expect(await stored(`records/s1/notes/${id}/history/1`)).toMatchObject({ data: { resposta: 'Bem' } });
  });
});
