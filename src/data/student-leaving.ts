// 'Inativar' a student (nothing is deleted, DESIGN.md): they leave the classes they are enrolled in
// (a class of theirs alone is deactivated) and give back the make-up seats they booked ahead, so an
// inactive student holds no seat, is in no roll call and gets no credit when the studio cancels a
// class. Their past roll calls and their credits stay. 'Restaurar' brings the record back, not the
// classes: 'Editar agenda' enrolls again.
import { loadStudentCredits } from './credits-repo';
import { cancelBooking } from './occurrences-repo';
import { loadClassesOf, setScheduleActive, updateSchedule } from './schedules-repo';
import { setStudentActive, type StudentRecord } from './students-repo';
import { placesOf } from '../domain/student-places';

/**
 * Inativar: first each class and each booking (one batch each, so a failure leaves the student active
 * and Inativar can be tried again), then the student. Restaurar only brings the record back.
 */
export async function setStudentActiveWithPlaces(
  student: Pick<StudentRecord, 'id' | 'nome'>,
  active: boolean,
): Promise<void> {
  if (!active) {
    const [classes, credits] = await Promise.all([loadClassesOf(student.id), loadStudentCredits(student.id)]);
    const { bookings } = placesOf(student.id, classes, credits, Date.now());
    for (const schedule of classes) {
      const rest = schedule.studentIds.filter((id) => id !== student.id);
      // A deactivated class too: brought back later, it must not bring an inactive student with it.
      if (rest.length > 0) await updateSchedule(schedule, { ...schedule, studentIds: rest });
      // A class is never without students: theirs alone ends (deactivated); one already inactive stays so.
      else if (schedule.active) await setScheduleActive(schedule, false);
    }
    for (const booking of bookings) await cancelBooking(booking);
  }
  await setStudentActive(student, active);
}
