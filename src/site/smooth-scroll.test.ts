// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { animateScrollTo, easeInOutCubic, SCROLL_DURATION_MS, scrollToSection, targetScrollTop } from './smooth-scroll';

// jsdom has no layout or scrolling: drive requestAnimationFrame by hand and record window.scrollTo.
let frames: FrameRequestCallback[] = [];
let scrollY = 0;
const scrollTo = vi.fn((options: ScrollToOptions) => {
  scrollY = options.top ?? scrollY;
});

function runFrame(now: number) {
  const pending = frames;
  frames = [];
  for (const callback of pending) callback(now);
}

function reducedMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: matches && query.includes('reduce'), media: query }));
}

beforeEach(() => {
  frames = [];
  scrollY = 0;
  scrollTo.mockClear();
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => {});
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as unknown as typeof window.scrollTo);
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 10_000 });
  reducedMotion(false);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

describe('easeInOutCubic', () => {
  it('starts at 0, ends at 1, is symmetric and never goes back', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
    for (let t = 0; t < 1; t += 0.05) {
      expect(easeInOutCubic(t + 0.05)).toBeGreaterThanOrEqual(easeInOutCubic(t));
      expect(easeInOutCubic(t) + easeInOutCubic(1 - t)).toBeCloseTo(1);
    }
  });
});

describe('animateScrollTo', () => {
  it(`takes exactly ${SCROLL_DURATION_MS} ms of frames to arrive`, async () => {
    const done = animateScrollTo(1000);
    runFrame(100); // first frame: the clock starts here
    expect(scrollY).toBe(0);
    runFrame(350); // halfway
    expect(scrollY).toBe(500);
    runFrame(550);
    expect(scrollY).toBeGreaterThan(990);
    expect(scrollY).toBeLessThan(1000);
    expect(frames).toHaveLength(1);
    runFrame(600);
    expect(scrollY).toBe(1000);
    expect(frames).toHaveLength(0);
    await expect(done).resolves.toBe(true);
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ top: 1000, behavior: 'instant' }));
  });

  it('follows a target that moves during the animation', async () => {
    let target = 1000;
    const done = animateScrollTo(() => target);
    runFrame(0);
    runFrame(250);
    target = 1200; // e.g. the web font swapped in above the section
    runFrame(500);
    await expect(done).resolves.toBe(true);
    expect(scrollY).toBe(1200);
  });

  it('stops when the visitor scrolls with the wheel', async () => {
    const done = animateScrollTo(800);
    runFrame(0);
    runFrame(100);
    window.dispatchEvent(new Event('wheel'));
    await expect(done).resolves.toBe(false);
  });

  it('a new animation cancels the running one', async () => {
    const first = animateScrollTo(800);
    const second = animateScrollTo(200);
    await expect(first).resolves.toBe(false);
    runFrame(0);
    runFrame(500);
    await expect(second).resolves.toBe(true);
    expect(scrollY).toBe(200);
  });
});

describe('scrollToSection', () => {
  function section(top: number) {
    document.body.innerHTML =
      '<section id="contato" tabindex="-1" style="scroll-margin-top: 76px"><h2>Contato</h2></section>';
    const el = document.getElementById('contato')!;
    el.getBoundingClientRect = () => ({ top: top - scrollY }) as DOMRect;
    return el;
  }

  it('stops below the fixed header (the section’s scroll-margin-top)', () => {
    const el = section(2000);
    expect(targetScrollTop(el)).toBe(2000 - 76);
  });

  it('animates, records the hash and focuses the section when done', async () => {
    const el = section(2000);
    expect(scrollToSection('contato')).toBe(true);
    expect(location.hash).toBe('#contato');
    runFrame(0);
    runFrame(SCROLL_DURATION_MS);
    expect(scrollY).toBe(1924);
    await vi.waitFor(() => expect(document.activeElement).toBe(el));
  });

  it('jumps at once when the visitor prefers reduced motion', () => {
    reducedMotion(true);
    section(2000);
    scrollToSection('contato');
    expect(frames).toHaveLength(0);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollY).toBe(1924);
  });

  it('returns false for a missing section, leaving the link to the browser', () => {
    expect(scrollToSection('nada')).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
