// Scrolls to a section in exactly SCROLL_DURATION_MS with our own requestAnimationFrame loop (the
// browser's `behavior: 'smooth'` has no fixed duration), or jumps when the visitor prefers reduced
// motion. The fixed header's height comes from the section's CSS scroll-margin-top, the same value
// the browser uses for plain #hash links when JavaScript is off.

export const SCROLL_DURATION_MS = 500;

export function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The scrollY that puts `el` just below the fixed header. */
export function targetScrollTop(el: Element): number {
  const margin = parseFloat(getComputedStyle(el).scrollMarginTop) || 0;
  const max = document.documentElement.scrollHeight - window.innerHeight;
  const top = el.getBoundingClientRect().top + window.scrollY - margin;
  return Math.round(Math.min(Math.max(top, 0), Math.max(max, 0)));
}

function jumpTo(top: number) {
  // 'instant' also overrides a CSS `scroll-behavior: smooth`.
  window.scrollTo({ top, left: window.scrollX, behavior: 'instant' });
}

const userScrollEvents = ['wheel', 'touchstart', 'keydown'] as const;
let cancelRunning: (() => void) | null = null;

/**
 * Animates window scrolling to `to`; resolves true when done, false if cancelled. `to` may be a
 * function, read on every frame, so a layout change on the way (the web font swapping in, a frame
 * loading) cannot make the animation stop short of its target.
 */
export function animateScrollTo(to: number | (() => number), duration = SCROLL_DURATION_MS): Promise<boolean> {
  cancelRunning?.();
  const from = window.scrollY;
  const target = typeof to === 'function' ? to : () => to;
  if (duration <= 0) {
    jumpTo(target());
    return Promise.resolve(true);
  }
  return new Promise((resolve) => {
    let frame = 0;
    let start: number | null = null;
    const stop = (finished: boolean) => {
      cancelAnimationFrame(frame);
      for (const type of userScrollEvents) window.removeEventListener(type, interrupt);
      if (cancelRunning === cancel) cancelRunning = null;
      resolve(finished);
    };
    const cancel = () => stop(false);
    // The visitor takes over: don't fight their wheel or touch.
    const interrupt = () => cancel();
    const step = (now: number) => {
      start ??= now;
      const progress = Math.min((now - start) / duration, 1);
      jumpTo(Math.round(from + (target() - from) * easeInOutCubic(progress)));
      if (progress < 1) frame = requestAnimationFrame(step);
      else stop(true);
    };
    for (const type of userScrollEvents) window.addEventListener(type, interrupt, { passive: true });
    cancelRunning = cancel;
    frame = requestAnimationFrame(step);
  });
}

/**
 * Brings section `id` into view below the header, records it in the address bar, and moves keyboard
 * focus there. Returns false when there is no such element (the caller lets the browser handle it).
 */
export function scrollToSection(id: string): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  if (location.hash !== `#${id}`) history.pushState(null, '', `#${id}`);
  const top = () => targetScrollTop(el);
  const done = prefersReducedMotion() ? (jumpTo(top()), Promise.resolve(true)) : animateScrollTo(top);
  void done.then((finished) => {
    if (finished) el.focus({ preventScroll: true });
  });
  return true;
}
