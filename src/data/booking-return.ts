// A make-up's seat given back, on the credit's side (occurrences-repo.ts writes the seat's side in the
// same batch): the credit open again, renewed when the studio cancelled or moved that class.
import { doc, getDoc, type WriteBatch } from 'firebase/firestore';
import type { Author } from '../domain/authorship';
import { ClassRefusal } from '../domain/class-refusals';
import { renewedOnCancel } from '../domain/credit';
import { addDaysIso } from '../domain/dates';
import { loadCreditDays } from './credits-repo';
import { db } from './firestore';
import { updateTracked } from './tracked';

export const creditRef = (id: string) => doc(db(), 'credits', id);

/** Whether the author is an active admin, by their profile (the session keeps it cached). */
async function isAdmin(author: Author): Promise<boolean> {
  const profile = await getDoc(doc(db(), 'users', author.updatedBy)).catch(() => null);
  return profile?.get('role') === 'admin' && profile.get('active') === true;
}

/**
 * A booked credit's seat given back: the credit is open again. When the studio cancelled that class
 * (`renewDays`: the credits' validity), the credit is valid that many days from it (renewedOnCancel).
 * `refuseExpired`: a cancel that would give the credit back with its old last day, passed by the class
 * (moved far, or the validity unknown here), is refused instead.
 */
export async function returnBooking(
  batch: WriteBatch,
  creditId: string,
  author: Author,
  renewDays: number | undefined,
  refuseExpired: boolean,
) {
  const credit = await getDoc(creditRef(creditId));
  const booking = { bookedAt: String(credit.get('bookedAt')), expiresOn: String(credit.get('expiresOn')) };
  // 'Remarcar' took the make-up class past the credit's last day: given back as it was, it would be
  // expired for a move the studio made — it is renewed, as when the studio cancels that class; by
  // anyone when the class is at most the credits' validity past that last day, else by an admin (the
  // rules: moved a year ahead and back, a class would stretch a credit by a year). Settings never read
  // here (offline): given back as it is — or, on staff's own cancel, refused.
  const movedPast = renewDays === undefined && booking.bookedAt > booking.expiresOn;
  const validity = movedPast ? await loadCreditDays().catch(() => undefined) : undefined;
  const near = validity !== undefined && booking.bookedAt <= addDaysIso(booking.expiresOn, validity);
  const renewable = validity !== undefined && (near || (await isAdmin(author)));
  if (movedPast && !renewable && refuseExpired)
    throw new ClassRefusal(validity === undefined ? 'credit-days-unknown' : 'make-up-moved-far');
  const days = renewDays ?? (renewable ? validity : undefined);
  const renewed = days === undefined ? {} : renewedOnCancel(booking, days);
  await updateTracked(
    batch,
    credit,
    { bookedScheduleId: '', bookedDate: '', bookedAt: '', bookedStart: '', ...renewed, updatedAt: Date.now() },
    author,
  );
}
