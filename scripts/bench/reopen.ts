// A screen opened again inside the app (issue 19's "warm reopen"): from the screen, the menu to
// another screen (Painel), then the browser's Back — timed from Back to the paint that shows the screen's mark
// again. The app keeps a screen's listeners for 30 s after it leaves (src/data/live.ts), so this is
// what going back and forth between screens costs; a reload is measured apart (the warm visit).
import type { Page } from '@playwright/test';
import { paths } from '../../src/admin/paths.ts';

/**
 * The screen left for: Painel, or from Painel the closures list — screens where the measured screen's
 * mark (its table rows, its classes) is nowhere to be seen.
 */
const awayFrom = (here: string) => (here === paths.dashboard ? paths.closures : paths.dashboard);

/** A string, not a function: nothing of this process's transpiler ends up in the page. */
const script = (mark: string) => `(async () => {
  const spec = window.__salusBenchMarks[${JSON.stringify(mark)}];
  const shown = () => [...document.querySelectorAll(spec.selector)].some((e) => !spec.text || (e.textContent || '').includes(spec.text));
  const until = (test) => new Promise((resolve) => {
    const started = performance.now();
    const check = () => (test() ? resolve(true) : performance.now() - started > 10000 ? resolve(false) : requestAnimationFrame(check));
    check();
  });
  const away = location.pathname === ${JSON.stringify(paths.dashboard)} ? ${JSON.stringify(awayFrom(paths.dashboard))} : ${JSON.stringify(awayFrom(''))};
  const link = document.querySelector('a[href="' + away + '"]');
  if (!link || !shown()) return null;
  link.click();
  if (!(await until(() => location.pathname === away))) return null;
  const left = await until(() => !shown());
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const start = performance.now();
  history.back();
  // Back in any case, so what the benchmark measures next finds the screen.
  if (!(await until(shown)) || !left) return null;
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
