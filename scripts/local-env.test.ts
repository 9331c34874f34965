// The --disable-features that browser tests and benchmarks give Chromium replaces Playwright's own
// (Chromium keeps the last one): it must still hold everything the installed Playwright disables.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { expect, it } from 'vitest';
import { chromiumArgs, playwrightDisabledFeatures } from './local-env.mjs';

/** The features playwright-core's chromiumSwitches.ts disables, read from the installed package. */
function installedPlaywrightFeatures(): string[] {
  const lib = join(dirname(createRequire(import.meta.url).resolve('playwright-core/package.json')), 'lib');
  const files = readdirSync(lib, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
  for (const file of files) {
    const source = readFileSync(join(lib, file), 'utf8');
    const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(source)?.[1];
    if (list) return [...list.matchAll(/^\s*"([A-Za-z]+)"/gm)].map((match) => match[1] ?? '');
  }
  throw new Error('playwright-core no longer declares disabledFeatures: check scripts/local-env.mjs');
}

it('keeps every feature Playwright disables in the one --disable-features switch', () => {
  const installed = installedPlaywrightFeatures();
  expect(installed).toContain('PaintHolding');
  expect(playwrightDisabledFeatures).toEqual(installed);
  const switches = chromiumArgs.filter((arg) => arg.startsWith('--disable-features='));
  expect(switches).toHaveLength(1);
  const disabled = switches[0]?.split('=')[1]?.split(',');
  expect(disabled).toEqual(expect.arrayContaining([...installed, 'WebUIOmniboxPopup']));
});
