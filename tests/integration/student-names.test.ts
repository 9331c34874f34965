// The agenda's student names by id (issue 19): more ids than one `in` query takes, the rules letting an
// instructor read them, and a name that changes arriving live.
import { beforeEach, describe, expect, it } from 'vitest';
import { signOut } from '../../src/data/auth-service';
import { afterLive, forgetLiveData } from '../../src/data/live';
import { IDS_PER_QUERY, subscribeStudentNames } from '../../src/data/student-names';
import { admin, clearEmulators, seedReferences } from '../support/emulator';
import { goOffline, onlineAfterEach } from '../support/offline';
import { connectDataLayerToEmulators, nextValue, signInAsNew, watch } from '../support/web-client';

connectDataLayerToEmulators();
onlineAfterEach();

const ids = Array.from({ length: IDS_PER_QUERY + 5 }, (_, i) => `s${String(i).padStart(2, '0')}`);

beforeEach(async () => {
  await signOut();
  await clearEmulators();
  await seedReferences({ students: [...ids, 'other'] });
});

describe('student names by id', () => {
  it('names every asked student across queries, and only them', async () => {
    await signInAsNew('instrutor');
    const names = await nextValue(subscribeStudentNames([...ids, 'gone']));
    expect(names.size).toBe(ids.length);
    expect(names.get('s00')).toBe('Aluno s00');
    expect(names.get(`s${IDS_PER_QUERY + 4}`)).toBe(`Aluno s${IDS_PER_QUERY + 4}`);
    expect(names.has('other')).toBe(false);
    expect(names.has('gone')).toBe(false);
  });

  it('follows a renamed student', async () => {
    await signInAsNew('admin');
    const names = watch(subscribeStudentNames(['s01', 's02']));
    await names.until((m) => m.get('s01') === 'Aluno s01');
    await admin().db.doc('students/s01').update({ nome: 'Bruna Renomeada' });
    await names.until((m) => m.get('s01') === 'Bruna Renomeada');
    names.stop();
  });

  it('offline, names the students this device holds and leaves out the others, instead of naming none', async () => {
    await signInAsNew('instrutor');
    // Another class of the day, shown: its student is in this device's cache.
    const shown = watch(subscribeStudentNames(['s01']));
    await shown.until((m) => m.has('s01'));
    await goOffline();
    // A class two days ahead, never read here: one of its students is in the cache, the other not.
    const names = await new Promise<ReadonlyMap<string, string>>((resolve) =>
      afterLive(subscribeStudentNames(['s01', 's02']), 'student-names:offline-test', resolve),
    );
    expect([...names]).toEqual([['s01', 'Aluno s01']]);
    shown.stop();
    forgetLiveData();
  });
});
