// A Firestore emulator of the test's own (port `faultFirestore`), which the test can stop and start
// again without touching the emulators every other test uses. The emulator-mode build talks to it
// when the page's localStorage names it (src/data/firebase.ts, emulator builds only). Stopping
// keeps the documents, as firebase-tools does on exit: an export, imported by the next start.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { firestoreEmulatorCommand } from '../../../scripts/emulators.mjs';
import { ports } from '../../../scripts/local-env.mjs';
import { projectId } from '../../support/emulator';

type Value = string | number | boolean | null | Date | Value[] | { [key: string]: Value };

/** A value in the REST API's JSON (integers stay integers, as the web SDK writes them). */
function encode(value: Value): object {
  if (value === null) return { nullValue: null };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encode) } };
  return { mapValue: { fields: Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encode(v)])) } };
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

async function until(check: () => Promise<boolean>, what: string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export class FaultFirestore {
  readonly port = ports.faultFirestore;
  readonly host = `127.0.0.1:${this.port}`;
  private child: ChildProcess | null = null;
  private readonly exports = mkdtempSync(join(tmpdir(), 'salus-fault-firestore-'));
  private snapshot: string | undefined;
  private stops = 0;

  /** Starts it (with the documents it had when last stopped) and waits until it answers. */
  async start(): Promise<void> {
    if (await listening(this.port)) throw new Error(`port ${this.port} (faultFirestore) is already in use`);
    const { command, args } = firestoreEmulatorCommand({ port: this.port, seedFromExport: this.snapshot });
    const child = spawn(command, args, { stdio: 'ignore' });
    this.child = child;
    await until(async () => {
      if (child.exitCode !== null) throw new Error(`the Firestore emulator exited (${child.exitCode})`);
      return fetch(`http://${this.host}/`).then(
        (response) => response.ok,
        () => false,
      );
    }, 'the Firestore emulator to answer');
  }

  /** Exports its documents, then stops the JVM and waits until the port is free. */
  async stop(): Promise<void> {
    const name = `stop-${(this.stops += 1)}`;
    const response = await fetch(`http://${this.host}/emulator/v1/projects/${projectId}:export`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        database: `projects/${projectId}/databases/(default)`,
        export_directory: this.exports,
        export_name: name,
      }),
    });
    if (!response.ok) throw new Error(`export failed: ${response.status}`);
    this.snapshot = join(this.exports, name, `${name}.overall_export_metadata`);
    await this.kill();
  }

  /** Writes a document with the rules off (the emulator's owner credentials). */
  async set(path: string, data: Record<string, Value>): Promise<void> {
    const url = `http://${this.host}/v1/projects/${projectId}/databases/(default)/documents/${path}`;
    const fields = Object.fromEntries(Object.entries(data).map(([key, value]) => [key, encode(value)]));
    const response = await fetch(url, {
      method: 'PATCH',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ fields }),
    });
    if (!response.ok) throw new Error(`write of ${path} failed: ${response.status} ${await response.text()}`);
  }

  /** Makes `page` (before it loads the app) use this emulator instead of the shared one. */
  async use(page: Page): Promise<void> {
    await page.addInitScript((host) => localStorage.setItem('salus:fault-firestore', host), this.host);
  }

  /** Stops it if running and forgets its documents. */
  async dispose(): Promise<void> {
    await this.kill();
    rmSync(this.exports, { recursive: true, force: true });
  }

  private async kill(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
    await until(async () => !(await listening(this.port)), 'the Firestore emulator port to close');
  }
}
