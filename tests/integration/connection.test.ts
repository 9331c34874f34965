// Whether the server answers (src/data/connection.ts), with the real SDK against the emulator: the
// network is cut with disableNetwork while the browser still says it is online.
import { disableNetwork, enableNetwork } from 'firebase/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import { signOut } from '../../src/data/auth-service';
import { NO_SERVER_AFTER_MS, setServerReachable, subscribeServerReachable } from '../../src/data/connection';
import { db } from '../../src/data/firestore';
import { isOffline } from '../../src/data/live-answers';
import { SERVER_PATIENCE_MS } from '../../src/data/save';
import { studentsRepo } from '../../src/data/students-repo';
import { splitStudent } from '../../src/domain/student-private';
import { clearEmulators } from '../support/emulator';
import { fullStudent } from '../support/fixtures';
import { onlineAfterEach } from '../support/offline';
import { connectDataLayerToEmulators, signInAsNew } from '../support/web-client';

connectDataLayerToEmulators();
onlineAfterEach();
afterEach(() => setServerReachable(true));

const until = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 150 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
};

describe('the server unreachable, the browser online', () => {
  it('says so at once; the live lists judge cached answers as offline ones only once it lasts', async () => {
    await signOut();
    await clearEmulators();
    const uid = await signInAsNew('instrutor');
    const said: boolean[] = [];
    const stop = subscribeServerReachable(uid, (reachable) => said.push(reachable));
    await until(() => said.at(-1) === true, 'the server to answer');

    await disableNetwork(db());
    await until(() => said.at(-1) === false, 'the loss to be said');
    expect(isOffline()).toBe(false); // a blink of a reconnection is not a loss yet
    await new Promise((resolve) => setTimeout(resolve, NO_SERVER_AFTER_MS + 200));
    expect(isOffline()).toBe(true);

    await enableNetwork(db());
    await until(() => said.at(-1) === true, 'the server to answer again');
    expect(isOffline()).toBe(false);
    stop();
  });

  it('is found when the page opens with the server already unreachable, and cleared when it answers', async () => {
    await signOut();
    await clearEmulators();
    const uid = await signInAsNew('instrutor');
    await disableNetwork(db());
    const said: boolean[] = [];
    const stop = subscribeServerReachable(uid, (reachable) => said.push(reachable), 1000);
    await until(() => said.at(-1) === false, 'the server to be found unreachable');
    expect(isOffline()).toBe(true);

    await enableNetwork(db());
    await until(() => said.at(-1) === true, 'the server to answer');
    expect(isOffline()).toBe(false);
    stop();
  });
});

describe('a save while the server is unreachable, the browser online', () => {
  it('closes its dialog once the server is found unreachable, not only after SERVER_PATIENCE_MS', async () => {
    await signOut();
    await clearEmulators();
    await signInAsNew('instrutor');
    await disableNetwork(db());
    const started = Date.now();
    const saved = studentsRepo.add(splitStudent(fullStudent({ nome: 'Sem Servidor Silva' })).student);
    await new Promise((resolve) => setTimeout(resolve, 500)); // in the cache by now
    setServerReachable(false); // what subscribeServerReachable does after NO_SERVER_AFTER_MS
    await saved;
    expect(Date.now() - started).toBeLessThan(SERVER_PATIENCE_MS);
  });
});
