// The pictures of the user guide (public/instrucoes.html), one per task it explains. A screen still
// in construction shows the app's placeholder: its picture is skipped (the guide marks the screen
// as coming) and is taken by the first run after the screen exists.
import type { Page } from '@playwright/test';
import { addDaysIso, todayIso } from '../../src/domain/dates.ts';

export type Who = 'anonymous' | 'admin' | 'pendente';

export interface Shot {
  /** File name under public/instrucoes/, without extension. */
  file: string;
  who: Who;
  path: string;
  /** Phone-sized window instead of a desktop one. */
  phone?: boolean;
  /** What must be on screen before the picture (after `prepare`). */
  ready: (page: Page) => ReturnType<Page['getByRole']>;
  prepare?: (page: Page) => Promise<void>;
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name });
const dialog = (name: string) => (page: Page) => page.getByRole('dialog', { name });
const click = (name: string) => async (page: Page) => {
  await page.getByRole('button', { name, exact: true }).first().click();
};

export const shots: Shot[] = [
  { file: 'login', who: 'anonymous', path: '/admin/login', ready: (p) => p.getByRole('button', { name: 'Entrar' }) },
  {
    file: 'cadastro',
    who: 'anonymous',
    path: '/admin/signup',
    ready: (p) => p.getByRole('button', { name: 'Criar usuário' }),
  },
  { file: 'aguardando', who: 'pendente', path: '/admin/dashboard', ready: heading('Aguardando aprovação') },
  { file: 'dashboard', who: 'admin', path: '/admin/dashboard', ready: heading(/Bem-vindo\(a\)/) },
  {
    file: 'agenda-semana',
    who: 'admin',
    path: '/admin/dashboard?vista=semana',
    ready: (p) => p.getByText(/\d{2}:\d{2}/).first(),
  },
  {
    file: 'agenda-grade',
    who: 'admin',
    path: '/admin/dashboard?vista=grade',
    ready: (p) => p.locator('.rbc-event').first(),
  },
  {
    // Yesterday's classes have all started: the roll call takes marks.
    file: 'chamada',
    who: 'admin',
    path: `/admin/dashboard?data=${addDaysIso(todayIso(), -1)}`,
    phone: true,
    prepare: async (page) => {
      await page.locator('[data-agenda-class]').first().click();
    },
    ready: (p) => p.getByRole('region', { name: 'Chamada' }),
  },
  { file: 'feriados', who: 'admin', path: '/admin/feriados', ready: (p) => p.getByRole('table', { name: 'Feriados' }) },
  {
    file: 'agenda-nova',
    who: 'admin',
    path: '/admin/dashboard',
    prepare: click('Nova agenda'),
    ready: dialog('Nova agenda'),
  },
  {
    file: 'menu-celular',
    who: 'admin',
    path: '/admin/dashboard',
    phone: true,
    prepare: click('Abrir menu'),
    ready: (p) => p.getByRole('navigation', { name: 'Menu principal' }).last(),
  },
  { file: 'alunos', who: 'admin', path: '/admin/alunos', ready: (p) => p.getByRole('row').nth(3) },
  { file: 'aluno-ficha', who: 'admin', path: '/admin/alunos', prepare: click('Novo'), ready: dialog('Novo aluno') },
  { file: 'instrutores', who: 'admin', path: '/admin/instrutores', ready: (p) => p.getByRole('row').nth(2) },
  {
    file: 'instrutor-ficha',
    who: 'admin',
    path: '/admin/instrutores',
    prepare: click('Novo instrutor'),
    ready: dialog('Novo instrutor'),
  },
  { file: 'usuarios', who: 'admin', path: '/admin/usuarios', ready: (p) => p.getByRole('row').nth(3) },
  {
    file: 'usuarios-celular',
    who: 'admin',
    path: '/admin/usuarios',
    phone: true,
    ready: (p) => p.getByRole('row').nth(3),
  },
  {
    file: 'usuario-novo',
    who: 'admin',
    path: '/admin/usuarios',
    prepare: click('Novo usuário'),
    ready: dialog('Novo usuário'),
  },
  {
    file: 'usuario-aprovar',
    who: 'admin',
    path: '/admin/usuarios',
    prepare: async (page) => {
      await page.getByRole('row').filter({ hasText: 'Pendente' }).getByRole('button', { name: 'Ativar' }).click();
    },
    // The demo's sign-up has not confirmed its e-mail: 'Aprovar sem email confirmado?'; else 'Aprovar cadastro?'.
    ready: (p) => p.getByRole('dialog', { name: /^Aprovar/ }),
  },
  { file: 'pagamentos', who: 'admin', path: '/admin/pagamentos', ready: (p) => p.getByRole('row').nth(3) },
  {
    file: 'pagamento-novo',
    who: 'admin',
    path: '/admin/pagamentos',
    prepare: click('Novo Pagamento'),
    ready: dialog('Novo Pagamento'),
  },
  { file: 'relatorios', who: 'admin', path: '/admin/relatorios', ready: heading('Fechamento mensal') },
  {
    file: 'historico',
    who: 'admin',
    path: '/admin/alunos',
    // A change first, so the history has something to show: a new phone for the first student.
    prepare: async (page) => {
      const edit = () => page.getByRole('row').nth(1).getByRole('button', { name: 'Editar' }).click();
      await edit();
      const form = page.getByRole('dialog', { name: 'Editar aluno' });
      await form.getByRole('textbox', { name: 'Telefone', exact: true }).fill('(48) 99654-3210');
      await form.getByRole('button', { name: 'Salvar' }).click();
      await form.waitFor({ state: 'hidden' });
      await edit();
      await page.getByRole('button', { name: 'Histórico de alterações' }).click();
    },
    ready: (p) => p.getByRole('listitem', { name: 'Versão 2' }),
  },
  {
    // A student whose record lists restrictions (the demo seeds a few): the alert beside the name.
    file: 'prontuario',
    who: 'admin',
    path: '/admin/alunos',
    prepare: async (page) => {
      const alert = page.getByRole('button', { name: /^Restrições de saúde de / });
      await page.getByRole('row').filter({ has: alert }).first().getByRole('button', { name: 'Prontuário' }).click();
    },
    ready: (p) => p.getByRole('region', { name: 'Evolução' }).getByRole('article').first(),
  },
];
