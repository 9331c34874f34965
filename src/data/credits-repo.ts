// credits/{id}: make-up credits (src/domain/credit.ts). Written by occurrences-repo.ts (earned,
// booked, returned) and closures-repo.ts (withdrawn); read here by student or by date range.
import {
  collection,
  doc,
  getDoc,
  getDocsFromServer,
  query,
  where,
  type DocumentSnapshot,
  type QueryConstraint,
} from 'firebase/firestore';
import { storedCreditSchema, type StoredCredit } from '../domain/credit';
import { defaultSettings, SETTINGS_ID, storedStudioSettingsSchema } from '../domain/studio-settings';
import { db } from './firestore';
import { joinAnswers, type OnData, type Unsubscribe, type WithId } from './live';
import { converterFor, subscribeQuery, timestampsToMillis } from './snapshots';

export type CreditRecord = WithId<StoredCredit>;

const converter = converterFor<StoredCredit>(storedCreditSchema);
const credits = () => collection(db(), 'credits').withConverter(converter);

type OnRows = OnData<CreditRecord[]>;

/** settings/studio: the credits' validity among the studio's settings (closures-repo.ts writes it). */
export const settingsRef = () => doc(db(), 'settings', SETTINGS_ID);

/**
 * The credits' validity in days, as the rules read it (the default while none was saved): from the
 * server when `read` is getDocFromServer, else as this device last knew it.
 */
export async function loadCreditDays(read: typeof getDoc = getDoc): Promise<number> {
  const settings = await read(settingsRef().withConverter(converterFor(storedStudioSettingsSchema)));
  return settings.data()?.creditDays ?? defaultSettings.creditDays;
}

/** A credit read for a save; null when there is none or it is out of shape (it is then left alone). */
export function creditOf(snapshot: DocumentSnapshot | null | undefined): CreditRecord | null {
  if (!snapshot?.exists()) return null;
  const parsed = storedCreditSchema.safeParse(timestampsToMillis(snapshot.data({ serverTimestamps: 'estimate' })));
  return parsed.success ? { ...parsed.data, id: snapshot.id } : null;
}

/** A student's credits, every status (Alunos; 'Agendar reposição'). */
export function subscribeStudentCredits(
  studentId: string,
  onData: OnRows,
  onError: (error: Error) => void,
): Unsubscribe {
  return subscribeQuery(query(credits(), where('studentId', '==', studentId)), onData, onError);
}

/** A student's credits, every status, read once from the server (Inativar: the cache lacks others' bookings). */
export async function loadStudentCredits(studentId: string): Promise<CreditRecord[]> {
  const snapshot = await getDocsFromServer(query(credits(), where('studentId', '==', studentId)));
  return snapshot.docs.map((d) => d.data());
}

/** Credits whose `field` ('date' earned, 'bookedAt' used, 'expiresOn') lies between two dates. */
export function subscribeCreditsBetween(
  field: 'date' | 'bookedAt' | 'expiresOn',
  from: string,
  to: string,
  onData: OnRows,
  onError: (error: Error) => void,
): Unsubscribe {
  const range: QueryConstraint[] = [where(field, '>=', from), where(field, '<=', to)];
  return subscribeQuery(query(credits(), ...range), onData, onError);
}

/**
 * One class's credits on one date (its occurrence's id): those it earned (notices, a cancellation) and
 * those booked into it (its make-up guests). Kept live while the class is open, so that what its saves
 * read — 'Desfazer aviso', 'Cancelar reposição', 'Cancelar aula deste dia' — is on this device offline.
 */
export function subscribeClassCredits(
  scheduleId: string,
  date: string,
  onData: OnRows,
  onError: (error: Error) => void,
): Unsubscribe {
  const publish = joinAnswers<CreditRecord[]>(2, (parts, unreadable, origin) =>
    onData(parts.flat(), unreadable, origin),
  );
  const earned = query(credits(), where('scheduleId', '==', scheduleId), where('date', '==', date));
  const booked = query(credits(), where('bookedScheduleId', '==', scheduleId), where('bookedDate', '==', date));
  const stops = [earned, booked].map((q, i) => subscribeQuery(q, publish(i), onError));
  return () => stops.forEach((stop) => stop());
}
