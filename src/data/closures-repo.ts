// closures/{id} and settings/studio (admins write; every view reads). A closure also takes back the
// open credits earned for the classes of its days — where 'Remarcar' put them — (no class was missed:
// the studio was closed) and returns the make-up bookings into them — a credit of its days whose
// booking it returns is taken back too; reopening gives the taken credits back, except on the days
// another active closure still covers.
import type { z } from 'zod';
import {
  collection,
  doc,
  getDocFromServer,
  getDocsFromServer,
  query,
  where,
  writeBatch,
  type DocumentReference,
  type QuerySnapshot,
  type WriteBatch,
} from 'firebase/firestore';
import { errorCode } from '../domain/auth-errors';
import type { Author } from '../domain/authorship';
import {
  ClosureOfflineError,
  closureOn,
  closureSchema,
  storedClosureSchema,
  type Closure,
  type StoredClosure,
} from '../domain/closure';
import { creditStatus, storedCreditSchema, type StoredCredit } from '../domain/credit';
import { storedStudioSettingsSchema, studioSettingsSchema, type StudioSettings } from '../domain/studio-settings';
import { loadCreditDays, settingsRef } from './credits-repo';
import { loadChangedAround } from './occurrence-reads';
import { cancelBooking } from './occurrences-repo';
import { db } from './firestore';
import type { OnData, Unsubscribe, WithId } from './live';
import { converterFor, subscribeDoc, subscribeQuery, timestampsToMillis } from './snapshots';
import { trackSave } from './save';
import { createTracked, currentAuthor, readForSave, updateTracked } from './tracked';

export type ClosureRecord = WithId<StoredClosure>;
export type SettingsRecord = WithId<z.infer<typeof storedStudioSettingsSchema>>;

const closures = () => collection(db(), 'closures');

/** Every closure (a few a year). */
export function subscribeClosures(onData: OnData<ClosureRecord[]>, onError: (error: Error) => void): Unsubscribe {
  return subscribeQuery(
    query(closures().withConverter(converterFor<StoredClosure>(storedClosureSchema))),
    onData,
    onError,
  );
}

export function subscribeSettings(
  onData: (value: SettingsRecord | null) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return subscribeDoc(settingsRef().withConverter(converterFor(storedStudioSettingsSchema)), onData, onError);
}

/** Saves the studio's settings (creating them the first time). */
export async function saveSettings(fields: Pick<StudioSettings, 'creditDays'>): Promise<void> {
  const author = await currentAuthor();
  const now = Date.now();
  const batch = writeBatch(db());
  const current = await readForSave(settingsRef());
  if (current?.exists()) await updateTracked(batch, current, { ...fields, updatedAt: now }, author);
  else
    createTracked(
      batch,
      settingsRef(),
      studioSettingsSchema.parse({ ...fields, createdAt: now, updatedAt: now }),
      author,
    );
  await trackSave(batch.commit(), settingsRef(), 'configurações do estúdio');
}

const creditRows = (snapshot: QuerySnapshot) =>
  snapshot.docs.map((d) => ({
    id: d.id,
    ...(storedCreditSchema.parse(timestampsToMillis(d.data({ serverTimestamps: 'estimate' }))) as StoredCredit),
  }));

async function creditsBetween(field: 'date' | 'bookedAt', from: string, to: string) {
  return creditRows(
    await getDocsFromServer(query(collection(db(), 'credits'), where(field, '>=', from), where(field, '<=', to))),
  );
}

/**
 * The credits earned for the classes held on `from`..`to`, each with the day its class takes place:
 * those planned there and not moved away by 'Remarcar', and those moved there from other days; and
 * whether the studio had cancelled that class (its credits are then the students' whatever comes).
 */
async function creditsOfClassesOn(from: string, to: string) {
  const within = (day: string) => from <= day && day <= to;
  const changed = await loadChangedAround(from, to);
  const moved = changed.filter((o) => o.movedDate !== '');
  const movedTo = new Map(moved.map((o) => [`${o.scheduleId}|${o.date}`, o.movedDate]));
  const cancelled = new Set(changed.filter((o) => o.cancelled).map((o) => `${o.scheduleId}|${o.date}`));
  const landing = moved.filter((o) => within(o.movedDate) && !within(o.date));
  const credits = [
    ...(await creditsBetween('date', from, to)),
    ...(
      await Promise.all(
        landing.map(async (o) =>
          creditRows(
            await getDocsFromServer(
              query(collection(db(), 'credits'), where('scheduleId', '==', o.scheduleId), where('date', '==', o.date)),
            ),
          ),
        ),
      )
    ).flat(),
  ];
  return credits
    .map((credit) => {
      const key = `${credit.scheduleId}|${credit.date}`;
      return { credit, day: movedTo.get(key) ?? credit.date, cancelled: cancelled.has(key) };
    })
    .filter(({ day }) => within(day));
}

/** Whether the notice that earned `credit` is still given (the class's entry for the student is 'justificada'). */
async function noticeStands(credit: { scheduleId: string; date: string; studentId: string }): Promise<boolean> {
  const occurrence = await getDocFromServer(doc(db(), 'schedules', credit.scheduleId, 'occurrences', credit.date));
  const notices = (occurrence.get('notices') ?? {}) as Record<string, unknown>;
  const attendance = (occurrence.get('attendance') ?? {}) as Record<string, unknown>;
  return credit.studentId in notices && attendance[credit.studentId] === 'justificada';
}

/** The closures other than `id`, as stored (a few a year; one out of shape is left out). */
async function otherClosures(id: string): Promise<StoredClosure[]> {
  const snapshot = await getDocsFromServer(closures());
  return snapshot.docs.flatMap((d) => {
    const parsed = storedClosureSchema.safeParse(timestampsToMillis(d.data({ serverTimestamps: 'estimate' })));
    return d.id !== id && parsed.success ? [parsed.data] : [];
  });
}

/**
 * Each credit withdrawn reads two documents in the rules (its history entry and itself after the
 * batch), three when given back (its class's occurrence: the notice must stand); production allows 20
 * such reads a batch (the emulator does not count them), so a closure with many credits writes them
 * in several batches, the first with the closure itself.
 */
const WITHDRAWALS_PER_BATCH = 5;

/** Sets `withdrawn` on the credits named, a few a batch; `first` (the closure's own) carries the first few. */
async function setWithdrawn(
  creditIds: readonly string[],
  withdrawn: boolean,
  author: Author,
  label: string,
  ref: DocumentReference,
  first?: WriteBatch,
): Promise<void> {
  const parts: string[][] = [];
  for (let i = 0; i < creditIds.length; i += WITHDRAWALS_PER_BATCH)
    parts.push(creditIds.slice(i, i + WITHDRAWALS_PER_BATCH));
  if (first && parts.length === 0) parts.push([]); // the closure alone
  for (const [i, part] of parts.entries()) {
    const batch = i === 0 && first ? first : writeBatch(db());
    for (const creditId of part)
      await updateTracked(batch, doc(db(), 'credits', creditId), { withdrawn, updatedAt: Date.now() }, author);
    await trackSave(batch.commit(), ref, label);
  }
}

/** The id a new closure will have, known before it is saved (a retry then saves the same one). */
export const newClosureId = (): string => doc(closures()).id;

/**
 * Closes (or, `active` false, reopens) the studio: the closure itself, then the credits of its days
 * — those earned by notices for classes there are taken back (reopening gives them back), and the
 * make-up bookings into them are returned.
 */
export async function saveClosure(
  id: string | null,
  fields: Omit<Closure, 'createdAt' | 'updatedAt'>,
  createdAt?: number,
): Promise<string> {
  const progress = { writing: false };
  try {
    return await writeClosure(id, fields, createdAt, progress);
  } catch (error) {
    // Its credits are read from the server before anything is written (ClosureOfflineError); a
    // connection lost after that is told as it is (saving again retries what is left).
    throw errorCode(error) === 'unavailable' && !progress.writing ? new ClosureOfflineError() : error;
  }
}

async function writeClosure(
  id: string | null,
  fields: Omit<Closure, 'createdAt' | 'updatedAt'>,
  createdAt: number | undefined,
  progress: { writing: boolean },
): Promise<string> {
  const now = Date.now();
  const data = closureSchema.parse({ ...fields, createdAt: createdAt ?? now, updatedAt: now });
  const author = await currentAuthor();
  const ref = id ? doc(closures(), id) : doc(closures());
  const label = `fechamento ${data.reason}`;
  const first = writeBatch(db());
  const existing = id ? await readForSave(ref) : null;
  if (existing?.exists())
    await updateTracked(first, existing, { ...data, createdAt: existing.get('createdAt') as number }, author);
  else createTracked(first, ref, data, author);
  // Closing: a class the studio had cancelled was missed by its students whatever the closure, so every
  // credit it gave stays, a notice's like the others' (Cancelar aula deste dia gave none over it).
  const earned = (await creditsOfClassesOn(data.startDate, data.endDate)).filter(
    ({ cancelled }) => !(data.active && cancelled),
  );
  // Reopened: a day another closure still covers keeps its credits taken (e.g. Natal inside the recess).
  const others = data.active ? [] : await otherClosures(ref.id);
  const candidates = earned.filter(({ credit, day }) => {
    const open = credit.bookedDate === '';
    const stillClosed = closureOn(others, day) !== null;
    return credit.reason === 'aviso' && open && credit.withdrawn !== data.active && !stillClosed;
  });
  // Reopened: a credit whose notice was undone ('Desfazer aviso') before the closure stays taken back.
  const standing = data.active ? null : await Promise.all(candidates.map(({ credit }) => noticeStands(credit)));
  const toggled = candidates.filter((_, i) => standing?.[i] ?? true);
  // Closed: the make-up bookings to give back — each a seat in its own class's occurrence, of the
  // classes still ahead (closing today at 11:00, the 08:00 class took place; its make-up was used).
  const at = Date.now();
  const intoClosedDays = data.active
    ? (await creditsBetween('bookedAt', data.startDate, data.endDate)).filter(
        (credit) => creditStatus(credit, at) === 'agendado',
      )
    : [];
  // A notice's credit for a class of these days, already booked into a class elsewhere still ahead:
  // that make-up is given back too (and the credit taken back below) — no class was missed.
  const earnedHereBooked = data.active
    ? earned
        .map(({ credit }) => credit)
        .filter((credit) => credit.reason === 'aviso' && creditStatus(credit, at) === 'agendado')
        .filter((credit) => !intoClosedDays.some((into) => into.id === credit.id))
    : [];
  const ahead = [...intoClosedDays, ...earnedHereBooked];
  // The studio did not give that class: the credit is valid again from it, as when it cancels one.
  const renewDays = ahead.length > 0 ? await loadCreditDays(getDocFromServer) : undefined;

  progress.writing = true;
  await setWithdrawn(
    toggled.map(({ credit }) => credit.id),
    data.active,
    author,
    label,
    ref,
    first,
  );
  if (data.active) {
    // One batch per booking. Every one is tried; saving again retries those that failed.
    const failed: unknown[] = [];
    const returned = new Set<string>();
    for (const credit of ahead) {
      // Renewed only when its own class is the one closed (elsewhere it is taken back at once).
      await cancelBooking(credit, intoClosedDays.includes(credit) ? renewDays : undefined).then(
        () => returned.add(credit.id),
        (error: unknown) => failed.push(error),
      );
    }
    // A credit returned so, earned by a notice for a class of these closed days, is taken back too:
    // no class was missed.
    const missedHere = earned.filter(({ credit }) => credit.reason === 'aviso' && returned.has(credit.id));
    await setWithdrawn(
      missedHere.map(({ credit }) => credit.id),
      true,
      author,
      label,
      ref,
    );
    if (failed.length > 0) throw failed[0];
  }
  return ref.id;
}
