// Turns dist/index.html into the finished public page: the server-rendered markup of <SitePage /> in
// #root, the SEO tags and JSON-LD from src/site/head.ts in <head>, the site's CSS inlined (one
// render-blocking request less), a preload for the heading font, and the scripts started only after
// the largest paint (see deferScripts). Fails loudly if a marker is gone.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cspSources, headersFor, inlineScriptHashes } from './hosting-headers.mjs';

function replaceOnce(html, search, replacement, what) {
  const found = typeof search === 'string' ? html.includes(search) : search.test(html);
  if (!found) throw new Error(`prerender: ${what} not found in index.html`);
  // A function replacement, so "$" in the content is never read as a pattern.
  return html.replace(search, () => replacement);
}

async function inlineStylesheets(html, dist) {
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*?href="\/(assets\/[^"]+\.css)"[^>]*>/g)];
  const fonts = new Set();
  for (const [tag, path] of links) {
    const css = (await readFile(join(dist, path), 'utf8')).trim();
    if (/<\/style/i.test(css)) throw new Error(`prerender: ${path} cannot be inlined`);
    for (const [, url] of css.matchAll(/url\(["']?(\/assets\/[^"')]+\.woff2)["']?\)/g)) fonts.add(url);
    html = replaceOnce(html, tag, `<style>${css}</style>`, tag);
  }
  return { html, fonts: [...fonts] };
}

/**
 * The page is complete without JavaScript; the scripts only hydrate it. So instead of Vite's
 * <script type="module" src> tags (fetched at once, competing with the first paint for bandwidth
 * and CPU) one inline module imports them once the largest paint is on screen (the first paint where
 * the browser does not report the largest) and the heading font is in. A tab opened in the background
 * never paints, so the page's load event starts them too, a few seconds later.
 */
// The loader's text never changes (the entry URLs, which change with every build, come from a JSON
// data block): firebase.json's Content-Security-Policy allows it by its hash, checked below.
function loaderScript() {
  return [
    'let started=false;',
    'const start=()=>{if(started)return;started=true;' +
      'for(const u of JSON.parse(document.getElementById("site-scripts").textContent))import(u)};',
    'const settle=()=>document.fonts.ready.then(()=>setTimeout(start));',
    'const type=["largest-contentful-paint","paint"].find(t=>PerformanceObserver.supportedEntryTypes?.includes(t));',
    'if(type)new PerformanceObserver((_,o)=>{o.disconnect();settle()}).observe({type,buffered:true});',
    'else requestAnimationFrame(()=>setTimeout(settle));',
    'addEventListener("load",()=>setTimeout(start,3000));',
    // Until then the phone menu opens by CSS (header.css): a tapped link leaves it shut until the next
    // tap on the toggle, though the finger still hovers it (SPEC 2.1: a link closes the menu).
    'const root=document.documentElement;',
    'addEventListener("click",e=>{const a=!root.dataset.hydrated&&e.target.closest?.("#site-nav a");' +
      'if(a){a.blur();root.dataset.menuShut=""}});',
    'addEventListener("focusin",e=>{if(e.target.matches?.(".menu-toggle"))delete root.dataset.menuShut});',
  ].join('');
}

function deferScripts(html) {
  const tags = [
    ...html.matchAll(
      /<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>|<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g,
    ),
  ];
  const urls = tags.map((match) => match[1] ?? match[2]);
  if (!urls.length || urls.some((url) => !/^\/assets\/[\w.-]+\.js$/.test(url))) {
    throw new Error(`prerender: unexpected entry scripts ${urls.join(', ')}`);
  }
  for (const [tag] of tags) html = replaceOnce(html, tag, '', tag);
  const scripts = `<script type="application/json" id="site-scripts">${JSON.stringify(urls)}</script>`;
  return replaceOnce(
    html,
    '</body>',
    `  ${scripts}\n    <script type="module">${loaderScript()}</script>\n  </body>`,
    '</body>',
  );
}

/** Every inline script of the page must be one the Content-Security-Policy allows by hash. */
function checkInlineScripts(html) {
  const policy = headersFor('/')['Content-Security-Policy'] ?? '';
  const allowed = cspSources(policy, 'script-src');
  const missing = inlineScriptHashes(html).filter((hash) => !allowed.includes(hash));
  if (missing.length > 0) {
    throw new Error(
      `prerender: the Content-Security-Policy of firebase.json would block the inline script of "/": ` +
        `add ${missing.join(' ')} to its script-src`,
    );
  }
}

export async function prerender({ dist, serverEntry }) {
  const indexPath = join(dist, 'index.html');
  let html = await readFile(indexPath, 'utf8');
  const { render } = await import(pathToFileURL(serverEntry).href);
  const page = render();

  const inlined = await inlineStylesheets(html, dist);
  html = inlined.html;
  const preloads = inlined.fonts.map(
    (href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin />`,
  );
  html = deferScripts(html);
  html = replaceOnce(html, /<title>[^<]*<\/title>/, page.title, '<title>');
  html = replaceOnce(html, '<!--site-head-->', [...preloads, page.head].join('\n    '), '<!--site-head-->');
  html = replaceOnce(html, '<div id="root"></div>', `<div id="root">${page.html}</div>`, '<div id="root"></div>');
  checkInlineScripts(html);
  await writeFile(indexPath, html);
  return { bytes: Buffer.byteLength(html) };
}
