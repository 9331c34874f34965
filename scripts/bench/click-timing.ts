// A click in the page timed to the paint after the page shows its effect. Strings, not functions:
// nothing of this process's transpiler ends up in the page.
import type { Page } from '@playwright/test';

/**
 * Evaluates `before()` (a JS function as text), clicks what `click()` finds, then waits until
 * `done(before)` holds and resolves with the milliseconds from the click to the next paint — null
 * when there is nothing to click, or after 10 s.
 */
const script = (click: string, done: string, before: string) => `new Promise((resolve) => {
  const target = (${click})();
  if (!target) return resolve(null);
  const was = (${before})();
  const start = performance.now();
  target.click();
  const check = () => {
    if (performance.now() - start > 10000) return resolve(null);
    if (!(${done})(was)) return requestAnimationFrame(check);
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now() - start);
      channel.port2.postMessage(null);
    });
  };
  check();
})`;

export async function timeClick(
  page: Page,
  click: string,
  done: string,
  before = '() => null',
): Promise<number | null> {
  return (await page.evaluate(script(click, done, before))) as number | null;
}
