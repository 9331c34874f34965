// 'Inativar' a student (nothing is deleted, DESIGN.md): they leave the classes they are enrolled in
// (a class of theirs alone is deactivated) and give back the make-up seats they booked ahead, so an
// inactive student holds no seat, is in no roll call and gets no credit when the studio cancels a
// class. Their past roll calls and their credits stay. 'Restaurar' brings the record back, not the
// classes: 'Editar agenda' enrolls again.
import { loadStudentCredits } from './credits-repo';
import { cancelBooking } from './occurrences-repo';
import type { BatchPart } from './collection-repo';
import {
  endedWithItsStudent,
  loadClassesOf,
  refuseStranding,
  updateSchedule,
  type ScheduleRecord,
} from './schedules-repo';
import { setStudentActive, type StudentRecord } from './students-repo';
import { StrandedClasses } from '../domain/class-days';
import { errorCode } from '../domain/auth-errors';
import { classPlaceLabel, InactivationOfflineError, InactivationUnfinished, placesOf } from '../domain/student-places';

/**
 * A class of the student's alone cannot end while it has make-up guests or moved classes ahead:
 * refused before anything is written, naming the class (StrandedClasses).
 */
async function refuseEndingStranded(classes: readonly ScheduleRecord[]): Promise<void> {
  for (const schedule of classes.filter((s) => s.active && s.studentIds.length === 1)) {
    await refuseStranding(schedule, { ...schedule, active: false }).catch((error: unknown) => {
      throw error instanceof StrandedClasses ? new StrandedClasses(error.dates, classPlaceLabel(schedule)) : error;
    });
  }
}

/**
 * Inativar: first each shared class and each booking (one batch each, so a failure leaves the student
 * active and Inativar can be tried again — InactivationUnfinished says what was done by then), then
 * the student with the classes of theirs alone. Restaurar only brings the record back.
 */
export async function setStudentActiveWithPlaces(
  student: Pick<StudentRecord, 'id' | 'nome'>,
  active: boolean,
): Promise<void> {
  if (!active) {
    const [classes, credits] = await Promise.all([loadClassesOf(student.id), loadStudentCredits(student.id)]).catch(
      (error: unknown) => {
        throw errorCode(error) === 'unavailable' ? new InactivationOfflineError() : error;
      },
    );
    await refuseEndingStranded(classes);
    const { bookings } = placesOf(student.id, classes, credits, Date.now());
    const ending: ScheduleRecord[] = [];
    const done = { left: 0, cancelled: 0 };
    try {
      for (const schedule of classes) {
        const rest = schedule.studentIds.filter((id) => id !== student.id);
        // A deactivated class too: brought back later, it must not bring an inactive student with it.
        if (rest.length > 0) {
          await updateSchedule(schedule, { ...schedule, studentIds: rest });
          done.left += 1;
        }
        // A class is never without students: theirs alone ends (deactivated) with them, in their batch —
        // so whoever may inactivate the student may end it, whoever teaches it; one already inactive stays so.
        else if (schedule.active) ending.push(schedule);
      }
      for (const booking of bookings) {
        await cancelBooking(booking, undefined, student.nome);
        done.cancelled += 1;
      }
      const endClasses: BatchPart = async (batch, id, author) => {
        for (const schedule of ending) await endedWithItsStudent(schedule)(batch, id, author);
      };
      await setStudentActive(student, false, endClasses);
    } catch (error) {
      throw done.left + done.cancelled > 0
        ? new InactivationUnfinished(student.nome, done.left, done.cancelled, error)
        : error;
    }
    return;
  }
  await setStudentActive(student, active);
}
