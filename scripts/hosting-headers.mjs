// The response headers of firebase.json (Firebase Hosting) — the one place they are written — read
// for everything else that serves the app: `vite preview` (browser tests, benchmarks) sends the very
// same ones (vite.config.ts), and the build checks the prerendered page's inline script against the
// Content-Security-Policy (scripts/prerender.mjs).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { minimatch } from 'minimatch';

const root = fileURLToPath(new URL('..', import.meta.url));

/** hosting.headers of firebase.json: [{ source, headers: [{ key, value }] }]. */
export function hostingHeaderRules(file = join(root, 'firebase.json')) {
  return JSON.parse(readFileSync(file, 'utf8')).hosting.headers;
}

/**
 * The headers Hosting sends for a request path: every rule whose glob matches the path as requested
 * (before rewrites), a later rule overriding an earlier one's key — as Firebase Hosting does.
 */
export function headersFor(pathname, rules = hostingHeaderRules()) {
  const headers = {};
  for (const rule of rules) {
    const glob = rule.source.startsWith('/') ? rule.source : `/${rule.source}`;
    if (minimatch(pathname, glob)) for (const { key, value } of rule.headers) headers[key] = value;
  }
  return headers;
}

/** The sources of one directive of a policy ([] when absent). */
export function cspSources(policy, directive) {
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name === directive) return sources;
  }
  return [];
}

/** The policy with `origins` added to connect-src (the local emulators in an emulator-mode build). */
export function withConnectSources(policy, origins) {
  if (origins.length === 0) return policy;
  return policy
    .split(';')
    .map((part) => (part.trim().split(/\s+/)[0] === 'connect-src' ? `${part.trimEnd()} ${origins.join(' ')}` : part))
    .join(';');
}

/** 'sha256-…' of every inline script a browser would run (not JSON data blocks). */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc=/i.test(attributes)) continue;
    const type = /\btype="([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (type !== '' && type !== 'module' && type !== 'text/javascript') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** A file in dist that an emulator-mode build leaves for `vite preview`; Hosting never serves dotfiles. */
export const previewConnectFile = '.salus-preview-connect.json';
