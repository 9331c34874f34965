// Who a care team proposes (issue 16): the logins of the instructors who teach the student's active
// classes — an admin still decides, and the team stays explicit and minimal.
interface ClassOf {
  instructorId: string;
  studentIds: readonly string[];
  active: boolean;
}

/** The uids (users/{uid}) of the instructors teaching `studentId` in an active class who have a login. */
export function proposedTeam(
  studentId: string,
  schedules: readonly ClassOf[],
  instructors: readonly { id: string; userId: string }[],
): string[] {
  const teaching = new Set(
    schedules.filter((s) => s.active && s.studentIds.includes(studentId)).map((s) => s.instructorId),
  );
  return [...new Set(instructors.filter((i) => teaching.has(i.id) && i.userId !== '').map((i) => i.userId))];
}
