// Every /admin URL in one place: the router, the menu, the guards and navigate() all read it.
export const adminRoot = '/admin';

export const paths = {
  root: adminRoot,
  login: `${adminRoot}/login`,
  signup: `${adminRoot}/signup`,
  forgot: `${adminRoot}/forgot`,
  dashboard: `${adminRoot}/dashboard`,
  students: `${adminRoot}/alunos`,
  instructors: `${adminRoot}/instrutores`,
  users: `${adminRoot}/usuarios`,
  payments: `${adminRoot}/pagamentos`,
  reports: `${adminRoot}/relatorios`,
  closures: `${adminRoot}/feriados`,
  /** A student's prontuário (issue 16): recordPathOf(id) gives the URL. */
  record: `${adminRoot}/alunos/:studentId/prontuario`,
} as const;

/**
 * Where signing in leads: back to the staff page that sent a signed-out user to the sign-in form
 * (RequireStaff's `from`, with its query: a bookmarked filter survives), else the dashboard. A page
 * left by a session that ended (`uid`: whose) is only for that same person: the next one to sign in
 * at that computer starts at the dashboard, not in the last user's screen.
 */
export function afterSignIn(state: unknown, uid: string): string {
  const { from, uid: leftBy } = (state ?? {}) as { from?: unknown; uid?: unknown };
  if (typeof from !== 'string' || !from.startsWith(`${adminRoot}/`)) return paths.dashboard;
  if (typeof leftBy === 'string' && leftBy !== uid) return paths.dashboard;
  const signedOutPages: string[] = [paths.login, paths.signup, paths.forgot];
  return signedOutPages.includes(from.split(/[?#]/)[0] ?? '') ? paths.dashboard : from;
}

/** The router's child path of a screen ('/admin/alunos' → 'alunos'). */
export const routeOf = (path: (typeof paths)[keyof typeof paths]): string => path.slice(adminRoot.length + 1);

/** What opening a prontuário from Alunos carries: the list's search, filter and page ('?q=ana&pagina=2'). */
export interface FromStudents {
  listSearch: string;
}

/** Back to Alunos as it was left (`state`: the prontuário's location state), else the whole list. */
export function studentsPathFrom(state: unknown): string {
  const { listSearch } = (state ?? {}) as Partial<FromStudents>;
  return typeof listSearch === 'string' && listSearch.startsWith('?') ? paths.students + listSearch : paths.students;
}

/** The URL of a student's prontuário. */
export const recordPathOf = (studentId: string): string =>
  paths.record.replace(':studentId', encodeURIComponent(studentId));

/** The static user guide, opened in a new tab from the menu (not part of the staff app). */
export const guidePath = '/instrucoes.html';
