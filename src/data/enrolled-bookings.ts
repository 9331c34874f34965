// The make-ups of students enrolled by a class edit (schedules-repo.ts updateSchedule): a student now
// enrolled in a class they had booked a make-up in comes as enrolled, and the booking is given back.
import { collection, getDocs, query, where } from 'firebase/firestore';
import { creditStatus } from '../domain/credit';
import { creditOf } from './credits-repo';
import { db } from './firestore';
import { cancelBooking } from './occurrences-repo';

/**
 * The students an edit enrolled whose make-up booked in the class stays (`kept`: one could not be
 * given back or looked up), and those whose bookings could not be looked up on the server, offline
 * (`unchecked`: any they have stays) — for the form to say.
 */
export interface EnrolledBookings {
  kept: string[];
  unchecked: string[];
}

/**
 * A student enrolled in a class they had booked a make-up in comes as enrolled from now on: each such
 * booking still ahead is given back, and its credit is open again. After the class is saved, one
 * booking at a time; one that fails stays (the student shows once, as the guest) and the save stands.
 */
export async function returnBookingsOfEnrolled(
  scheduleId: string,
  studentIds: readonly string[],
): Promise<EnrolledBookings> {
  const result: EnrolledBookings = { kept: [], unchecked: [] };
  for (const studentId of studentIds) {
    const outcome = await bookingsReturned(scheduleId, studentId).catch(() => 'kept' as const);
    if (outcome !== 'returned') result[outcome].push(studentId);
  }
  return result;
}

/**
 * Gives back the student's bookings ahead in the class: 'kept' when one of them stays. Offline,
 * 'unchecked' and nothing given back: this device's cache may lack one booked on another, and the
 * class's own save, held for the server, may yet be refused (a booking given back for an enrolment
 * that never happened would leave the student with neither).
 */
async function bookingsReturned(scheduleId: string, studentId: string): Promise<'returned' | 'kept' | 'unchecked'> {
  const now = Date.now();
  const snapshot = await getDocs(query(collection(db(), 'credits'), where('studentId', '==', studentId)));
  if (snapshot.metadata.fromCache) return 'unchecked';
  let all = true;
  for (const d of snapshot.docs) {
    const credit = creditOf(d);
    if (credit?.bookedScheduleId !== scheduleId || creditStatus(credit, now) !== 'agendado') continue;
    const returned = await cancelBooking(credit).then(
      () => true,
      () => false,
    );
    all &&= returned;
  }
  return all ? 'returned' : 'kept';
}
