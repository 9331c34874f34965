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

/** The router's child path of a screen ('/admin/alunos' → 'alunos'). */
export const routeOf = (path: (typeof paths)[keyof typeof paths]): string => path.slice(adminRoot.length + 1);

/** The URL of a student's prontuário. */
export const recordPathOf = (studentId: string): string =>
  paths.record.replace(':studentId', encodeURIComponent(studentId));

/** The static user guide, opened in a new tab from the menu (not part of the staff app). */
export const guidePath = '/instrucoes.html';
