// A screen opened again inside the app (issue 19's "warm reopen"): from the screen, the menu to
// another screen, then the browser's Back — timed from Back to the paint that shows the screen's mark
// again. The app keeps a screen's listeners for 30 s after it leaves (src/data/live.ts), so this is
// what going back and forth between screens costs; a reload is measured apart (the warm visit).
import type { Page } from '@playwright/test';
import { paths } from '../../src/admin/paths.ts';

/** The screen left for: light (the closures list), and never one the benchmark measures. */
const away = paths.closures;

/** A string, not a function: nothing of this process's transpiler ends up in the page. */
const script = (mark: string) => `(async () => {
  const spec = window.__salusBenchMarks[${JSON.stringify(mark)}];
  const shown = () => [...document.querySelectorAll(spec.selector)].some((e) => !spec.text || (e.textContent || '').includes(spec.text));
  const until = (test) => new Promise((resolve) => {
    const started = performance.now();
    const check = () => (test() ? resolve(true) : performance.now() - started > 10000 ? resolve(false) : requestAnimationFrame(check));
    check();
  });
  const link = document.querySelector('a[href="${away}"]');
  if (!link || !shown()) return null;
  link.click();
  if (!(await until(() => !shown() && location.pathname === '${away}'))) return null;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const start = performance.now();
  history.back();
  if (!(await until(shown))) return null;
  return new Promise((resolve) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(performance.now() - start);
    channel.port2.postMessage(null);
  }));
})()`;

/** Ms from Back to the screen's `mark` painted again; null when the menu link or the mark was missing. */
export async function reopenInApp(page: Page, mark: string): Promise<number | null> {
  return (await page.evaluate(script(mark))) as number | null;
}
