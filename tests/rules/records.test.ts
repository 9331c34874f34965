// The prontuário (issue 16): records/{id} with its revisions, notes and access log, careTeams/{id}
// and recordAlerts/{id}. Readers are active admins and the active members of the student's care
// team; everyone else is refused for every document and operation. Nothing is ever deleted.
import firebase from 'firebase/compat/app';
import { describe, expect, it } from 'vitest';
import {
  DAY,
  NOW,
  ROLES,
  authorOf,
  expectRule,
  serverTime,
  uidOf,
  useRulesEnv,
  validStudent,
  without,
  type Data,
  type Role,
} from './env';
import { alertBy, noteFields, storedNote, validCareTeam, validRecord } from './records-fixtures';

/** `on`: the instrutor is on the team; `off`: an instrutor not on it. Pending, inactive and revoked
 * users are on both teams, so the rules refuse them for their status, not for the team. */
const TEAMS = {
  on: [uidOf('instrutor'), uidOf('pending'), uidOf('inactive'), uidOf('revokedAdmin')],
  off: [uidOf('pending'), uidOf('inactive'), uidOf('revokedAdmin')],
} as const;
type Sid = keyof typeof TEAMS;

const seeds: Record<string, Data> = {};
for (const sid of ['on', 'off'] as const) {
  const team = { ...validCareTeam, uids: TEAMS[sid] };
  const restricoes = validRecord.restricoes;
  Object.assign(seeds, {
    [`students/${sid}`]: validStudent,
    [`careTeams/${sid}`]: team,
    [`records/${sid}`]: { ...validRecord, version: 2 },
    [`records/${sid}/history/1`]: {
      data: { ...validRecord, dor: 8, version: 1 },
      version: 1,
      ...authorOf('admin'),
      writtenAt: firebase.firestore.Timestamp.fromMillis(NOW),
    },
    [`recordAlerts/${sid}`]: {
      equipe: TEAMS[sid],
      restricoes,
      ...authorOf('admin'),
      writtenAt: firebase.firestore.Timestamp.fromMillis(NOW),
    },
    [`records/${sid}/notes/recent`]: storedNote('instrutor', 1, 'Ivo Instrutor'),
    [`records/${sid}/notes/old`]: storedNote('instrutor', 25, 'Ivo Instrutor'),
    [`records/${sid}/accessLog/e1`]: {
      acao: 'abriu',
      ...authorOf('admin'),
      writtenAt: firebase.firestore.Timestamp.fromMillis(NOW),
    },
    // A student without a record yet, with the same team.
    [`students/new-${sid}`]: validStudent,
    [`careTeams/new-${sid}`]: team,
  });
}
// A student without a care team nor a record.
seeds['students/alone'] = validStudent;

describe('the prontuário', () => {
  const env = useRulesEnv(seeds);
  const noteAt = (role: Role, extra: Data = {}) => ({
    ...noteFields,
    registradoEm: serverTime(),
    ...extra,
    ...authorOf(role),
    version: 1,
  });
  const saveRecord = (
    role: Role,
    sid: string,
    patch: Data,
    team: readonly string[],
    restricoes = validRecord.restricoes,
  ) =>
    env
      .batch(role)
      .update(`records/${sid}`, { updatedAt: NOW + 1, ...patch })
      .raw(`recordAlerts/${sid}`, alertBy(role, restricoes, team))
      .commit();
  const createRecord = (role: Role, sid: string, data: Data, team: readonly string[]) =>
    env
      .batch(role)
      .create(`records/${sid}`, data)
      .raw(`recordAlerts/${sid}`, alertBy(role, data.restricoes, team))
      .commit();

  type Run = (role: Role, sid: Sid) => Promise<unknown>;
  const READERS: Role[] = ['admin', 'instrutor'];
  // [document, operation, run, who may on the team's student ('on'); on 'off' the instrutor may not]
  const table: [string, string, Run, Role[]][] = [
    ['record', 'get', (r, s) => env.as(r).doc(`records/${s}`).get(), READERS],
    ['record', 'list', (r) => env.as(r).collection('records').get(), []],
    ['record', 'create', (r, s) => createRecord(r, `new-${s}`, validRecord, TEAMS[s]), READERS],
    ['record', 'update', (r, s) => saveRecord(r, s, { dor: 2 }, TEAMS[s]), READERS],
    ['record', 'delete', (r, s) => env.as(r).doc(`records/${s}`).delete(), []],
    ['revision', 'get', (r, s) => env.as(r).doc(`records/${s}/history/1`).get(), READERS],
    ['revision', 'list', (r, s) => env.as(r).collection(`records/${s}/history`).get(), READERS],
    ['revision', 'update', (r, s) => env.as(r).doc(`records/${s}/history/1`).update({ version: 1 }), []],
    ['revision', 'delete', (r, s) => env.as(r).doc(`records/${s}/history/1`).delete(), []],
    ['note', 'get', (r, s) => env.as(r).doc(`records/${s}/notes/recent`).get(), READERS],
    ['note', 'list', (r, s) => env.as(r).collection(`records/${s}/notes`).get(), READERS],
    ['note', 'create', (r, s) => env.batch(r).raw(`records/${s}/notes/n2`, noteAt(r)).commit(), READERS],
    // Only its author, within 24 hours.
    [
      'note',
      'update',
      (r, s) =>
        env
          .batch(r)
          .update(`records/${s}/notes/recent`, { dor: 1, updatedAt: NOW + 1 })
          .commit(),
      ['instrutor'],
    ],
    ['note', 'delete', (r, s) => env.as(r).doc(`records/${s}/notes/recent`).delete(), []],
    ['access log', 'get', (r, s) => env.as(r).doc(`records/${s}/accessLog/e1`).get(), ['admin']],
    ['access log', 'list', (r, s) => env.as(r).collection(`records/${s}/accessLog`).get(), ['admin']],
    [
      'access log',
      'create',
      (r, s) =>
        env
          .batch(r)
          .raw(`records/${s}/accessLog/e2`, { acao: 'abriu', ...authorOf(r) })
          .commit(),
      READERS,
    ],
    ['access log', 'update', (r, s) => env.as(r).doc(`records/${s}/accessLog/e1`).update({ acao: 'imprimiu' }), []],
    ['access log', 'delete', (r, s) => env.as(r).doc(`records/${s}/accessLog/e1`).delete(), []],
    ['alert', 'get', (r, s) => env.as(r).doc(`recordAlerts/${s}`).get(), READERS],
    ['alert', 'list', (r) => env.as(r).collection('recordAlerts').get(), ['admin']],
    ['alert', 'delete', (r, s) => env.as(r).doc(`recordAlerts/${s}`).delete(), []],
    ['care team', 'get', (r, s) => env.as(r).doc(`careTeams/${s}`).get(), ['admin']],
    ['care team', 'list', (r) => env.as(r).collection('careTeams').get(), ['admin']],
    [
      'care team',
      'create',
      (r) =>
        env
          .batch(r)
          .create('careTeams/alone', validCareTeam)
          .raw('recordAlerts/alone', alertBy(r, '', validCareTeam.uids))
          .commit(),
      ['admin'],
    ],
    [
      'care team',
      'update',
      (r, s) =>
        env
          .batch(r)
          .update(`careTeams/${s}`, { uids: [uidOf('admin')], updatedAt: NOW + 1 })
          .raw(`recordAlerts/${s}`, alertBy(r, validRecord.restricoes, [uidOf('admin')]))
          .commit(),
      ['admin'],
    ],
    ['care team', 'delete', (r, s) => env.as(r).doc(`careTeams/${s}`).delete(), []],
  ];
  const cases = table.flatMap(([docName, op, run, allowed]) =>
    (['on', 'off'] as const).flatMap((sid) =>
      ROLES.map((role) => {
        const ok = allowed.includes(role) && (sid === 'on' || role !== 'instrutor');
        const who = role === 'instrutor' ? `instrutor ${sid === 'on' ? 'on' : 'off'} the team` : role;
        return { name: `${docName} ${op}: ${who} is ${ok ? 'allowed' : 'refused'}`, run, role, sid, ok };
      }),
    ),
  );
  // Roles other than the instrutor behave alike for both students: once is enough.
  const distinctCases = cases.filter((c) => c.sid === 'on' || c.role === 'instrutor');

  it.each(distinctCases)('$name', async ({ run, role, sid, ok }) => {
    await expectRule(run(role, sid), ok);
  });

  describe('alerts: a reader lists those of the students whose team they are on', () => {
    it('an instrutor lists the alerts naming them', async () => {
      const q = env.as('instrutor').collection('recordAlerts').where('equipe', 'array-contains', uidOf('instrutor'));
      await expectRule(q.get(), true);
      const docs = (await q.get()).docs.map((d) => d.id);
      expect(docs).toEqual(['on']);
    });

    it.each(['pending', 'inactive', 'revokedAdmin'] as const)('a %s user on the team cannot', async (role) => {
      const q = env.as(role).collection('recordAlerts').where('equipe', 'array-contains', uidOf(role));
      await expectRule(q.get(), false);
    });

    it('an instrutor cannot list alerts by another member', async () => {
      const q = env.as('instrutor').collection('recordAlerts').where('equipe', 'array-contains', uidOf('pending'));
      await expectRule(q.get(), false);
    });
  });

  describe('consent and the record', () => {
    it.each<[string, Data]>([
      ['without a consent date', { ...validRecord, consentimento: '' }],
      ['with no consentimento at all', without(validRecord, 'consentimento')],
      ['with a pain of 11', { ...validRecord, dor: 11 }],
      ['with a pain of 2.5', { ...validRecord, dor: 2.5 }],
      ['with a condition as a boolean', { ...validRecord, condicoes: { diabetes: true } }],
      ['with an unknown condition', { ...validRecord, condicoes: { ...(validRecord.condicoes as Data), gripe: '' } }],
    ])('cannot be created %s', async (_name, data) => {
      await expectRule(createRecord('admin', 'new-on', data, TEAMS.on), false);
    });

    it('cannot be created for a student who does not exist', async () => {
      await expectRule(createRecord('admin', 'nobody', validRecord, []), false);
    });

    it('cannot be created for a student without a team by an instrutor', async () => {
      await expectRule(createRecord('instrutor', 'alone', validRecord, []), false);
      await expectRule(createRecord('admin', 'alone', validRecord, []), true);
    });

    it('cannot be saved without its alert in the same batch', async () => {
      await expectRule(
        env
          .batch('admin')
          .update('records/on', { dor: 1, updatedAt: NOW + 1 })
          .commit(),
        false,
      );
    });

    it('cannot be saved with an alert that says something else', async () => {
      await expectRule(saveRecord('admin', 'on', { restricoes: 'Nada de flexão' }, TEAMS.on), false);
      await expectRule(saveRecord('admin', 'on', { restricoes: 'Nada de flexão' }, TEAMS.on, 'Nada de flexão'), true);
    });

    it('cannot widen the team through the alert', async () => {
      await expectRule(saveRecord('instrutor', 'on', {}, [...TEAMS.on, uidOf('admin')]), false);
    });

    it.each<Role>(['admin', 'instrutor', 'pending', 'inactive', 'anonymous'])(
      'an alert cannot be written on its own, not even by an admin or a care-team member (%s)',
      async (role) => {
        const alert = alertBy(role, validRecord.restricoes, TEAMS.on);
        await expectRule(env.batch(role).raw('recordAlerts/on', alert).commit(), false);
      },
    );

    it('an instrutor removed from the team loses the record at once', async () => {
      await env
        .batch('admin')
        .update('careTeams/on', { uids: [], updatedAt: NOW + 1 })
        .raw('recordAlerts/on', alertBy('admin', validRecord.restricoes, []))
        .commit();
      await expectRule(env.as('instrutor').doc('records/on').get(), false);
      await expectRule(env.as('instrutor').doc('recordAlerts/on').get(), false);
    });
  });

  describe('notes: 24 hours for their author, then fixed', () => {
    const edit = (role: Role, id: string, patch: Data = {}) =>
      env
        .batch(role)
        .update(`records/on/notes/${id}`, { dor: 0, updatedAt: NOW + 1, ...patch })
        .commit();

    it('its author edits it within 24 hours', async () => {
      await expectRule(edit('instrutor', 'recent'), true);
    });

    it('its author cannot edit it after 24 hours', async () => {
      await expectRule(edit('instrutor', 'old'), false);
    });

    it("an admin cannot edit another's note", async () => {
      await expectRule(edit('admin', 'recent'), false);
    });

    it.each<[string, Data]>([
      ['when it was first saved', { registradoEm: firebase.firestore.Timestamp.fromMillis(Date.now()) }],
      ['what it corrects', { corrige: 'old' }],
    ])('its author cannot change %s', async (_name, patch) => {
      await expectRule(edit('instrutor', 'recent', patch), false);
    });

    // A note written offline and edited before it was sent: the device has no server time for
    // registradoEm to copy into the history entry, so it leaves it out — and may not make one up.
    it.each<[string, boolean, (stored: unknown) => unknown]>([
      ['left out', true, () => undefined],
      ['as stored', true, (stored) => stored],
      ['another time', false, () => firebase.firestore.Timestamp.fromMillis(NOW - DAY)],
    ])("its author's edit whose history entry has registradoEm %s: %s", async (_name, allowed, registradoEm) => {
      const { writtenAt: _w, registradoEm: stored, ...rest } = (await env.read('records/on/notes/recent')) ?? {};
      const given = registradoEm(stored);
      const previous = given === undefined ? rest : { ...rest, registradoEm: given };
      const author = authorOf('instrutor');
      const batch = env
        .batch('instrutor')
        .raw('records/on/notes/recent/history/1', { data: previous, version: 1, ...author })
        .raw('records/on/notes/recent', { dor: 0, updatedAt: NOW + 1, version: 2, ...author }, true);
      await expectRule(batch.commit(), allowed);
    });

    it('a correction is a new note naming the fixed one', async () => {
      await expectRule(
        env
          .batch('admin')
          .raw('records/on/notes/fix', noteAt('admin', { corrige: 'old' }))
          .commit(),
        true,
      );
    });

    it.each<[string, Data]>([
      ['corrects a note that does not exist', { corrige: 'nothing' }],
      ['corrects itself', { corrige: 'self' }],
      ['brings its own first-save time', { registradoEm: firebase.firestore.Timestamp.fromMillis(Date.now()) }],
      ['says nothing was done', { conduta: '' }],
      ['has a pain of -1', { dor: -1 }],
    ])('is refused when it %s', async (_name, extra) => {
      await expectRule(env.batch('admin').raw('records/on/notes/self', noteAt('admin', extra)).commit(), false);
    });

    it('is refused on a student without a record', async () => {
      await expectRule(env.batch('admin').raw('records/alone/notes/n1', noteAt('admin')).commit(), false);
    });
  });

  describe('access log: append-only, bound to the reader and the server time', () => {
    const log = (role: Role, data: Data) => env.batch(role).raw('records/on/accessLog/e9', data).commit();

    it('a reader writes their own entry', async () => {
      await expectRule(log('instrutor', { acao: 'imprimiu', ...authorOf('instrutor') }), true);
    });

    it("is refused with someone else's uid", async () => {
      await expectRule(log('instrutor', { acao: 'abriu', ...authorOf('admin') }), false);
    });

    it('is refused with a time of the client', async () => {
      const at = firebase.firestore.Timestamp.fromMillis(Date.now() - DAY);
      await expectRule(log('instrutor', { acao: 'abriu', ...authorOf('instrutor'), writtenAt: at }), false);
    });

    it('is refused with an unknown action or extra fields', async () => {
      await expectRule(log('admin', { acao: 'apagou', ...authorOf('admin') }), false);
      await expectRule(log('admin', { acao: 'abriu', ...authorOf('admin'), nota: 'x' }), false);
    });

    it('an existing entry cannot be overwritten', async () => {
      await expectRule(
        env
          .batch('admin')
          .raw('records/on/accessLog/e1', { acao: 'imprimiu', ...authorOf('admin') })
          .commit(),
        false,
      );
    });
  });
});
