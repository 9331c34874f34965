// `npm run build` without a Firebase project's configuration: no production bundle, and a message
// that names what is missing. (The variables are set blank here, which Vite lets win over any
// .env file a developer keeps, so the test means the same on every machine.)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firebaseConfigVars } from '../../src/domain/firebase-config';

describe('the production build', () => {
  it('refuses to produce a bundle without the Firebase configuration, naming the variables', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'salus-unconfigured-'));
    rmSync(outDir, { recursive: true });
    const blank = Object.fromEntries(firebaseConfigVars.map((name) => [name, '']));
    const result = spawnSync(process.execPath, ['scripts/build.mjs', '--outDir', outDir], {
      encoding: 'utf8',
      env: { ...process.env, ...blank, VITE_USE_EMULATORS: '' },
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(
      'Build de produção recusado: falta a configuração do projeto Firebase (VITE_FIREBASE_API_KEY, ' +
        'VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_APP_ID)',
    );
    expect(existsSync(join(outDir, 'admin.html'))).toBe(false);
  });
});
