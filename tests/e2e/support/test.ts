// The browser tests' own `test`: a console error or an uncaught exception in the page fails the test
// (epic-stack's rule), so does a Content-Security-Policy violation in any page the test opens, and
// `signedInAs` gives each test a fresh account of the role it needs.
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { createStaff, uniqueEmail, type StaffRole } from '../../support/emulator';
import { expectDashboard, login, submitLogin } from './admin';

export interface Account {
  uid: string;
  email: string;
  nome: string;
}

/**
 * Reports each Content-Security-Policy violation of every page of `context` (the policy of
 * firebase.json, which `vite preview` sends) into `seen`.
 */
async function watchCsp(context: BrowserContext, seen: string[]): Promise<void> {
  await context.exposeBinding('__salusCspViolation', (_source, text: string) => void seen.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __salusCspViolation?: (text: string) => void }).__salusCspViolation;
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
}

/**
 * The Firestore SDK closing one of its streams (a sign-in or sign-out changes the credentials, and it
 * reopens them) sends a last 'terminate' request; the emulator may answer it 400 when it has already
 * dropped that stream, and Chromium logs the answer. Nothing the user sees or the app handles: seen
 * once in a clean-clone run.
 */
const isStreamClosing = (text: string, where: string) =>
  /status of 400/.test(text) &&
  /\/google\.firestore\.v1\.Firestore\/(Write|Listen)\/channel\?.*TYPE=terminate/.test(where);

interface Fixtures {
  /**
   * Content-Security-Policy violations seen so far in any context of the test (its own, and any it
   * opens with browser.newContext); any left at the end fails the test.
   */
  cspViolations: string[];
  /** Console errors a whole file expects (test.use). */
  allowedConsoleErrors: RegExp[];
  /** Lets this test log errors it provokes on purpose, e.g. a 400 from Auth for a wrong password. */
  allowConsoleErrors: (...patterns: RegExp[]) => void;
  /**
   * Creates an active account of `role` and signs in through the login form: from the dashboard by
   * default (it waits for it), or, given `at`, by opening that staff page signed out — the app asks
   * for the sign-in and then goes back to it (one page load, as a bookmark would).
   */
  signedInAs: (role: StaffRole, options?: { nome?: string; page?: Page; at?: string }) => Promise<Account>;
}

export const test = base.extend<Fixtures>({
  cspViolations: [
    async ({ browser, context }, provide) => {
      const seen: string[] = [];
      await watchCsp(context, seen);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const opened = await newContext(...args);
        await watchCsp(opened, seen);
        return opened;
      };
      await provide(seen);
      browser.newContext = newContext;
      expect(seen, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  allowedConsoleErrors: [[], { option: true }],
  // One list per test, shared by `page` and `allowConsoleErrors`.
  allowConsoleErrors: async ({ allowedConsoleErrors }, provide) => {
    await provide((...patterns) => allowedConsoleErrors.push(...patterns));
  },
  page: async ({ page, allowedConsoleErrors }, provide) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      // "Failed to load resource" says which only in its location.
      const where = message.location().url;
      if (isStreamClosing(text, where)) return;
      if (!allowedConsoleErrors.some((pattern) => pattern.test(text)))
        problems.push(`console.error: ${text}${where ? ` (${where})` : ''}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    await provide(page);
    expect(problems, 'the page logged errors').toEqual([]);
  },
  signedInAs: async ({ page }, provide) => {
    await provide(async (role, options = {}) => {
      const email = uniqueEmail(role);
      const nome = options.nome ?? (role === 'admin' ? 'Helena Duarte' : 'Igor Almeida');
      const uid = await createStaff(email, { role, nome });
      const target = options.page ?? page;
      if (options.at) {
        await target.goto(options.at);
        await submitLogin(target, email);
        await expect(target).toHaveURL((url) => url.pathname + url.search === options.at);
      } else {
        await login(target, email);
        await expectDashboard(target);
      }
      return { uid, email, nome };
    });
  },
});

export { expect };

/**
 * For a test that changes or counts what every test shares (all students, a day of the studio, every
 * user): it runs after the others, alone (playwright.config.ts), so the others may run side by side.
 */
export const wholeStudio = { tag: '@whole-studio' };
