// The browser tab's title names the screen ('Alunos / Pacientes — Salus'): a screen reader says it on
// each navigation, and a tab among many is found by it. The names are the menu's (menu-items.tsx),
// written here without its icons, which stay out of the shell every page downloads first.
import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { useSession } from '../auth/session-context';
import { paths } from '../paths';

/** The title of a page that names no screen (as admin.html's). */
export const defaultTitle = 'Salus — Área da equipe';

const screenNames: [string, string][] = [
  [paths.dashboard, 'Dashboard'],
  [paths.students, 'Alunos / Pacientes'],
  [paths.record, 'Prontuário'],
  [paths.instructors, 'Instrutores'],
  [paths.users, 'Usuários'],
  [paths.payments, 'Pagamentos'],
  [paths.reports, 'Relatórios'],
  [paths.closures, 'Feriados e recesso'],
  [paths.login, 'Entrar'],
  [paths.signup, 'Criar usuário'],
  [paths.forgot, 'Recuperar senha'],
];

/** '<Screen name> — Salus' for a screen's path, else the default title. */
export function pageTitle(pathname: string): string {
  const name = screenNames.find(([path]) => matchPath(path, pathname))?.[1];
  return name ? `${name} — Salus` : defaultTitle;
}

/** The waiting screen takes the place of whatever screen was asked for (guards.tsx): named as it is. */
export const pendingTitle = 'Aguardando aprovação — Salus';

/** Keeps document.title on the current screen's name. */
export function usePageTitle(): void {
  const { pathname } = useLocation();
  const pending = useSession().status === 'pending';
  useEffect(() => {
    document.title = pending ? pendingTitle : pageTitle(pathname);
  }, [pathname, pending]);
}
