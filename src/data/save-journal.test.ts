import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../domain/test-helpers';
import { JOURNAL_KEY } from './save-journal';

/** The Web Locks of the browser: the names of the locks open pages hold. */
function locksHeldBy(held: string[]) {
  return {
    request: (name: string) => {
      held.push(name);
      return new Promise(() => undefined);
    },
    query: () => Promise.resolve({ held: held.map((name) => ({ name })) }),
  };
}

/** This module as a new page loads it (its own tab), sharing `storage` and the locks `held`. */
async function page(held: string[]) {
  vi.resetModules();
  vi.stubGlobal('navigator', { locks: locksHeldBy(held) });
  return import('./save-journal');
}

beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('the journal of saves not yet confirmed', () => {
  it('keeps a save until the server answers it, and never hands a page its own saves', async () => {
    const held: string[] = [];
    const journal = await page(held);
    const answered = journal.journalSave('Ana Souza', 'students/ana', 'ana-uid');
    expect(await journal.leftBehind()).toEqual([]);
    answered();
    expect(localStorage.getItem(JOURNAL_KEY)).toBeNull();
  });

  it('hands the next page the saves of a page that is gone, not those of a tab still open', async () => {
    const held: string[] = [];
    const reloaded = await page(held);
    reloaded.journalSave('Ana Souza', 'students/ana', 'ana-uid');
    const open = await page(held);
    open.journalSave('Bia Lima', 'students/bia', 'ana-uid');
    held.splice(0, 1); // the first page was reloaded: its lock went with it

    const next = await page(held);
    const left = await next.leftBehind();
    expect(left.map((entry) => [entry.label, entry.path])).toEqual([['Ana Souza', 'students/ana']]);
    next.forget(left.map((entry) => entry.id));
    expect(await next.leftBehind()).toEqual([]);
  });

  it('counts the saves other open tabs still wait on (Sair there would drop them), not those of pages gone', async () => {
    const held: string[] = [];
    const gone = await page(held);
    gone.journalSave('Ana Souza', 'students/ana', 'ana-uid');
    const open = await page(held);
    open.journalSave('Bia Lima', 'students/bia', 'ana-uid');
    open.journalSave('Caio Reis', 'students/caio', 'ana-uid');
    held.splice(0, 1); // the first page was closed

    const here = await page(held);
    here.journalSave('Davi Nunes', 'students/davi', 'ana-uid'); // this page's own are counted apart
    expect(await here.inOtherOpenTabs()).toEqual({ saves: 2, tabs: 1 });
  });

  it("tells another person's unsent saves apart: theirs to send once they sign in here again", async () => {
    const held: string[] = [];
    const theirs = await page(held);
    theirs.journalSave('Ana Souza', 'students/ana', 'ana-uid');
    held.splice(0, 1); // the browser was closed
    const next = await page(held);
    expect(next.ofOtherUsers('bia-uid').map((entry) => entry.label)).toEqual(['Ana Souza']);
    expect(next.ofOtherUsers('ana-uid')).toEqual([]);
  });

  it('forgets everything on sign-out, and survives storage it cannot read', async () => {
    const journal = await page([]);
    journal.journalSave('Ana Souza', 'students/ana', 'ana-uid');
    journal.clearJournal();
    expect(localStorage.getItem(JOURNAL_KEY)).toBeNull();
    localStorage.setItem(JOURNAL_KEY, '{not json');
    expect(await (await page([])).leftBehind()).toEqual([]);
  });
});
