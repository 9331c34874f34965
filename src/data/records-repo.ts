// The prontuário's data (issue 16; src/domain/health-record.ts, session-note.ts): the record of a
// student, its revisions and session notes, its access log, its care team and the health alerts.
// Every read is a one-time read when a screen opens it (no lingering subscription keeps health data
// around), and every opening writes an access-log entry first: the rules refuse both to anyone but
// active admins and the student's care team. The record and the team are each saved in one batch
// with the alert (recordAlerts/{id}), which the rules require to say what they now say.
import {
  collection,
  doc,
  getDocFromCache,
  getDocs,
  query,
  serverTimestamp,
  where,
  writeBatch,
  type DocumentReference,
} from 'firebase/firestore';
import {
  careTeamSchema,
  healthRecordSchema,
  storedAccessLogSchema,
  storedCareTeamSchema,
  storedHealthRecordSchema,
  storedRecordAlertSchema,
  type AccessAction,
  type CareTeam,
  type HealthRecord,
  type StoredAccessLog,
  type StoredCareTeam,
  type StoredHealthRecord,
  type StoredRecordAlert,
} from '../domain/health-record';
import {
  sessionNoteSchema,
  storedSessionNoteSchema,
  type SessionNote,
  type StoredSessionNote,
} from '../domain/session-note';
import { changedValues, mergeChangedKeys } from '../domain/record-history';
import { db } from './firestore';
import type { Subscribe, WithId } from './live';
import { trackSave } from './save';
import { converterFor, notWholeOffline, readDoc, readRows, subscribeQuery } from './snapshots';
import { conflictWith, createTracked, currentAuthor, loadHistory, readForSave, stamp, updateTracked } from './tracked';

export type RecordDoc = WithId<StoredHealthRecord>;
export type NoteDoc = WithId<StoredSessionNote>;
export type AccessLogEntry = WithId<StoredAccessLog>;
export type CareTeamDoc = WithId<StoredCareTeam>;
export type AlertDoc = WithId<StoredRecordAlert>;

const recordConverter = converterFor(storedHealthRecordSchema);
const noteConverter = converterFor(storedSessionNoteSchema);
const logConverter = converterFor(storedAccessLogSchema);
const teamConverter = converterFor(storedCareTeamSchema);
const alertConverter = converterFor(storedRecordAlertSchema);

const recordRef = (id: string) => doc(db(), 'records', id);
const teamRef = (id: string) => doc(db(), 'careTeams', id);
const alertRef = (id: string) => doc(db(), 'recordAlerts', id);
const notesOf = (id: string) => collection(recordRef(id), 'notes');

/** What of an alert a save derives the next one from. */
type AlertContent = Pick<StoredRecordAlert, 'restricoes' | 'equipe'>;

/**
 * The alert as it stands (null when the student has neither a record nor a team). Offline, Firestore
 * refuses a document this device never read — the alert of a student without a record or a team
 * never was —, so it is then derived as the rules derive it, from the record and the team as this
 * device read them when the screen opened them (known to exist or not). Knowing neither, the save
 * says it needs the connection (the form keeps what was typed).
 */
async function loadAlert(id: string): Promise<AlertContent | null> {
  const stored = await readForSave(alertRef(id).withConverter(alertConverter));
  if (stored) return stored.data() ?? null;
  // From the cache only: offline, getDoc refuses even a document the cache knows does not exist.
  const cached = (ref: DocumentReference) => getDocFromCache(ref).catch(() => null);
  const [record, team] = await Promise.all([cached(recordRef(id)), cached(teamRef(id))]);
  if (!record || !team) throw notWholeOffline('Alerta de saúde não lido neste aparelho');
  if (!record.exists() && !team.exists()) return null;
  const restricoes = record.get('restricoes') as unknown;
  const equipe = team.get('uids') as unknown;
  return {
    restricoes: typeof restricoes === 'string' ? restricoes : '',
    equipe: Array.isArray(equipe) ? equipe.map(String) : [],
  };
}

/** Writes an entry of the access log: who (the signed-in user) opened or printed the record, now. */
export async function logAccess(id: string, acao: AccessAction): Promise<void> {
  const author = await currentAuthor();
  const ref = doc(collection(recordRef(id), 'accessLog'));
  const batch = writeBatch(db());
  batch.set(ref, { acao, ...stamp(author) });
  await trackSave(batch.commit(), ref, 'Registro de acesso ao prontuário');
}

/** Reads the record again on a screen that opened it (after a save): not a new opening. */
export const rereadRecord = (id: string): Promise<RecordDoc | null> =>
  readDoc(recordRef(id).withConverter(recordConverter));

/** Opens a student's record: logs the opening, then reads it (null: none yet). */
export async function openRecord(id: string): Promise<RecordDoc | null> {
  await logAccess(id, 'abriu');
  return rereadRecord(id);
}

/** The record's earlier versions, newest first. */
export const loadRecordHistory = (id: string) => loadHistory(recordRef(id));

/**
 * Creates the document at `ref` (`opened` null: whole, as `created`) or writes `patch` on the version
 * opened (a newer one throws EditConflict), and the alert — as `alertOf` derives it from the alert
 * stored now — in the same batch.
 */
async function saveWithAlert(
  ref: DocumentReference,
  change: { created: object; patch: object; opened: { version: number } | null },
  alertOf: (alert: AlertContent | null) => AlertContent,
  label: string,
): Promise<void> {
  const author = await currentAuthor();
  const batch = writeBatch(db());
  const alert = await loadAlert(ref.id);
  if (change.opened === null) {
    const existing = await readForSave(ref);
    if (existing?.exists()) throw conflictWith(existing.data({ serverTimestamps: 'estimate' }));
    createTracked(batch, ref, change.created, author);
  } else {
    await updateTracked(batch, ref, change.patch, author, change.opened.version);
  }
  const { restricoes, equipe } = alertOf(alert);
  batch.set(alertRef(ref.id), { equipe: [...equipe], restricoes, ...stamp(author) });
  await trackSave(batch.commit(), ref, label);
}

/** How a refusal the server sends later names the save: 'Evolução de Ana Souza' (`who`: the student). */
const labelFor = (what: string, who: string | undefined) => (who ? `${what} de ${who}` : what);

/**
 * Saves the anamnese (creates it when `opened` is null), with its alert. An edit writes only the fields
 * changed since the version the form opened (`from`, `opened` unless said): saved over a newer version
 * (`opened`, on 'Manter o meu'), what the other person changed in other fields stays — the restrictions
 * too, which the alert then keeps — and in the conditions, the ones this form did not touch.
 */
export async function saveRecord(
  id: string,
  fields: Omit<HealthRecord, 'createdAt' | 'updatedAt'>,
  opened: RecordDoc | null,
  who?: string,
  from: Partial<HealthRecord> | null = opened,
): Promise<boolean> {
  const now = Date.now();
  const created = healthRecordSchema.parse({ ...fields, createdAt: now, updatedAt: now });
  const whole = healthRecordSchema
    .omit({ createdAt: true })
    .parse({ ...fields, updatedAt: Math.max(now, opened?.updatedAt ?? now) });
  const { updatedAt, ...content } = whole;
  const patch = { ...(from ? changedValues(content, from) : content), updatedAt };
  if (from && opened && patch.condicoes) {
    patch.condicoes = mergeChangedKeys(from.condicoes ?? {}, content.condicoes, opened.condicoes);
  }
  // Nothing changed: no revision credited to whoever pressed Salvar (or restored the same text).
  if (opened && Object.keys(patch).length === 1) return false;
  await saveWithAlert(
    recordRef(id),
    { created, patch, opened },
    (alert) => ({
      restricoes: 'restricoes' in patch || !alert ? fields.restricoes : alert.restricoes,
      equipe: alert?.equipe ?? [],
    }),
    labelFor('Prontuário', who),
  );
  return true;
}

/**
 * What a one-time read of a list got: `complete` when the server answered; offline the cache answers
 * with only what this device happened to keep, and a screen must not read that as the whole list.
 */
export interface ReadList<T> {
  rows: T[];
  complete: boolean;
  /** Documents left out because they fail their schema (older data): said, not silently hidden. */
  unreadable: number;
}

/** The record's session notes (any order: orderNotes sorts them). */
export async function loadNotes(id: string): Promise<ReadList<NoteDoc>> {
  const snapshot = await getDocs(notesOf(id).withConverter(noteConverter));
  return { ...readRows(snapshot.docs), complete: !snapshot.metadata.fromCache };
}

export type NoteFields = Omit<SessionNote, 'registradoEm' | 'createdAt' | 'updatedAt'>;

/** A new session note by the signed-in user; its first save's time is the server's. */
export async function addNote(id: string, fields: NoteFields, who?: string): Promise<string> {
  const author = await currentAuthor();
  const now = Date.now();
  const ref = doc(notesOf(id));
  const data = sessionNoteSchema.omit({ registradoEm: true }).parse({ ...fields, createdAt: now, updatedAt: now });
  const batch = writeBatch(db());
  createTracked(batch, ref, { ...data, registradoEm: serverTimestamp() }, author);
  await trackSave(batch.commit(), ref, labelFor('Evolução', who));
  return ref.id;
}

/**
 * Changes a note (its author, within 24 hours: the rules decide): the fields changed from `base`, the
 * version the form shows, written over `current` (the version expected on the server: `base`'s, or
 * the newer one 'Manter o meu' saves over, whose other changes stay). `corrige` stays.
 * Saved unchanged, nothing is written (no 'editada' on a note nobody changed): false then.
 */
export async function editNote(
  id: string,
  base: NoteDoc,
  fields: NoteFields,
  who?: string,
  current: Pick<NoteDoc, 'version' | 'updatedAt'> = base,
): Promise<boolean> {
  const { data, conduta, resposta, dor } = fields;
  const content = sessionNoteSchema
    .pick({ data: true, conduta: true, resposta: true, dor: true })
    .parse({ data, conduta, resposta, dor });
  const changed = changedValues(content, base);
  if (Object.keys(changed).length === 0) return false;
  const author = await currentAuthor();
  const ref = doc(notesOf(id), base.id);
  const patch = { ...changed, updatedAt: Math.max(Date.now(), base.updatedAt, current.updatedAt) };
  const batch = writeBatch(db());
  await updateTracked(batch, ref, patch, author, current.version);
  await trackSave(batch.commit(), ref, labelFor('Evolução', who));
  return true;
}

/** Who opened or printed the record, newest first (admins). */
export async function loadAccessLog(id: string): Promise<ReadList<AccessLogEntry>> {
  const snapshot = await getDocs(collection(recordRef(id), 'accessLog').withConverter(logConverter));
  const { rows, unreadable } = readRows(snapshot.docs);
  return { rows: rows.sort((a, b) => b.writtenAt - a.writtenAt), unreadable, complete: !snapshot.metadata.fromCache };
}

/** The student's care team (admins), or null when none was ever set. */
export const loadCareTeam = (id: string): Promise<CareTeamDoc | null> =>
  readDoc(teamRef(id).withConverter(teamConverter));

/** Sets the care team (admins; creates it when `opened` is null), with the alert. */
export async function saveCareTeam(id: string, uids: readonly string[], opened: CareTeamDoc | null): Promise<void> {
  const now = Date.now();
  const created: CareTeam = careTeamSchema.parse({ uids: [...uids], createdAt: now, updatedAt: now });
  const patch = { uids: created.uids, updatedAt: Math.max(now, opened?.updatedAt ?? now) };
  await saveWithAlert(
    teamRef(id),
    { created, patch, opened },
    (alert) => ({ restricoes: alert?.restricoes ?? '', equipe: created.uids }),
    'Equipe de cuidado',
  );
}

/**
 * The health alerts the signed-in user may read, by student id: every one for an admin; for anyone
 * else those whose care team names them (the only query the rules let them make).
 */
export function subscribeAlerts(uid: string, isAdmin: boolean): Subscribe<Map<string, AlertDoc>> {
  return (onData, onError) => {
    const all = collection(db(), 'recordAlerts').withConverter(alertConverter);
    const q = isAdmin ? all : query(all, where('equipe', 'array-contains', uid));
    return subscribeQuery(
      q,
      (rows, unreadable, origin) => onData(new Map(rows.map((a) => [a.id, a])), unreadable, origin),
      onError,
    );
  };
}
