/** One query of a screen, as the floor page runs it (scripts/bench/floor/floor.ts). */
export interface FloorQuery {
  /** As the app's live key names it, e.g. 'students'. */
  name: string;
  /** A collection, or a document with `doc: true`; '{uid}' is the signed-in user's id. */
  path: string;
  doc?: boolean;
  where?: [string, string, string | number | boolean][];
  orderBy?: [string, 'asc' | 'desc'][];
  /** Run as the app runs it, but not waited for: the screen's measured mark does not need it. */
  background?: boolean;
  /**
   * Then read the students of today's classes in this answer (schedules) by id, in queries of 30 —
   * the names the agenda's Dia shows (src/data/student-names.ts).
   */
  thenStudentsOfToday?: boolean;
}
