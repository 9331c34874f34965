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
  ${untilPainted(done)}
})`;

/** Resolves with the time from `start` to the paint after `done(was)` holds (null after 10 s). */
const untilPainted = (done: string) => `
  const check = () => {
    if (performance.now() - start > 10000) return resolve(null);
    if (!(${done})(was)) return requestAnimationFrame(check);
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now() - start);
      channel.port2.postMessage(null);
    });
  };
  check();`;

export async function timeClick(
  page: Page,
  click: string,
  done: string,
  before = '() => null',
): Promise<number | null> {
  return (await page.evaluate(script(click, done, before))) as number | null;
}

/**
 * The same with the mouse, as a person clicks (a move onto the element, a press, a release), timed
 * from the press: what listens to presses, e.g. a library's drag and drop, counts too.
 */
export async function timeMouseClick(page: Page, click: string, done: string): Promise<number | null> {
  const box = await page.evaluate(`(() => {
    const target = (${click})();
    if (!target) return null;
    target.scrollIntoView({ block: 'nearest' });
    const { x, y, width, height } = target.getBoundingClientRect();
    window.__timedClick = new Promise((resolve) => {
      setTimeout(() => resolve(null), 15000); // no press reached the page
      document.addEventListener('pointerdown', () => {
        const start = performance.now();
        const was = null;
        ${untilPainted(done)}
      }, { once: true, capture: true });
    });
    return { x: x + width / 2, y: y + height / 2 };
  })()`);
  if (!box) return null;
  const { x, y } = box as { x: number; y: number };
  await page.mouse.click(x, y);
  return (await page.evaluate('window.__timedClick')) as number | null;
}
