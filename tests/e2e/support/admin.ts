import { expect, type Page } from '@playwright/test';

export const demoPassword = 'senha123';

/** Signs in through the login form. */
export async function login(page: Page, email: string, options: { remember?: boolean; password?: string } = {}) {
  await page.goto('/admin/login');
  await submitLogin(page, email, options);
}

/** Signs in from the sign-in page already shown (no page load: the app as it is in that tab). */
export async function submitLogin(page: Page, email: string, options: { remember?: boolean; password?: string } = {}) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Senha/).fill(options.password ?? demoPassword);
  const remember = page.getByRole('checkbox', { name: 'Manter conectado' });
  if (options.remember === false) await remember.uncheck();
  await page.getByRole('button', { name: 'Entrar' }).click();
}

export const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

export async function expectDashboard(page: Page) {
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Bem-vindo\(a\)/ })).toBeVisible();
}
