/** A class opened from a view: the schedule, and its recurrence date (null from 'Mostrar todas'). */
export interface OpenClass {
  scheduleId: string;
  date: string | null;
}
