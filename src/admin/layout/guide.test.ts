// @vitest-environment jsdom
// The user guide the menu opens (public/instrucoes.html): a static page, so its own checks are here.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { guidePath, paths } from '../paths';

// Vitest runs from the project's root (jsdom gives import.meta.url an http scheme).
const publicDir = join(process.cwd(), 'public');
const file = (path: string) => `${publicDir}${path}`;
const html = readFileSync(file(guidePath), 'utf8');
const guide = new DOMParser().parseFromString(html, 'text/html');
const all = (selector: string) => [...guide.querySelectorAll(selector)];

/** A WebP file's pixel size, read from its first chunk (extended VP8X, lossy VP8 or lossless VP8L). */
function webpSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WEBP')
    throw new Error('not a WebP');
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  throw new Error(`unknown WebP chunk ${chunk}`);
}

/** One section per screen of the staff tool, as the issue lists them. */
const sections = [
  'entrar',
  'menu',
  'dashboard',
  'alunos',
  'instrutores',
  'pagamentos',
  'relatorios',
  'feriados',
  'usuarios',
  'prontuario',
];

describe('the user guide', () => {
  it('is in Portuguese, fits a phone and has a print layout', () => {
    expect(guide.documentElement.lang).toBe('pt-BR');
    expect(guide.querySelector('meta[name="viewport"]')?.getAttribute('content')).toContain('width=device-width');
    const css = all('link[rel="stylesheet"]').map((link) => link.getAttribute('href') ?? '');
    expect(css).toEqual(['/instrucoes/guia.css']);
    expect(readFileSync(file('/instrucoes/guia.css'), 'utf8')).toMatch(/@media print/);
  });

  it('loads no code at all (no Firebase, nothing from another host)', () => {
    expect(all('script, iframe, object, embed')).toEqual([]);
    expect(html).not.toMatch(/firebase|https?:\/\//i);
  });

  it('has a section for every screen, each reachable from the index', () => {
    const index = all('.indice a').map((a) => a.getAttribute('href'));
    for (const id of sections) {
      expect(guide.querySelector(`#${id} h2`), id).not.toBeNull();
      expect(index).toContain(`#${id}`);
    }
  });

  it('links only to anchors that exist and to real staff screens', () => {
    const known = new Set<string>(Object.values(paths));
    for (const href of all('a[href]').map((a) => a.getAttribute('href') ?? '')) {
      if (href.startsWith('#')) expect(guide.getElementById(href.slice(1)), href).not.toBeNull();
      else expect(known.has(href), href).toBe(true);
    }
  });

  // Their size is printed beside its target by `npm run bench:bundle`.
  it('shows pictures that exist and are described', () => {
    const images = all('img');
    expect(images.length).toBeGreaterThanOrEqual(10);
    for (const img of images) {
      const src = img.getAttribute('src') ?? '';
      expect(existsSync(file(src)), src).toBe(true);
      expect(img.getAttribute('alt'), src).toBeTruthy();
      expect(img.getAttribute('loading')).toBe('lazy');
      // The attributes reserve the picture's box before it loads: they must be its real size.
      const { width, height } = webpSize(readFileSync(file(src)));
      expect({ width: img.getAttribute('width'), height: img.getAttribute('height') }, src).toEqual({
        width: String(width),
        height: String(height),
      });
      // A phone screenshot (portrait, narrow) stays phone-sized: figure.celular caps its width.
      if (width <= 500 && height > width) expect(img.closest('figure')?.classList.contains('celular'), src).toBe(true);
    }
  });

  it('reads the size of each kind of WebP (extended, lossy, lossless)', () => {
    const riff = (chunk: string, data: number[]) =>
      Buffer.from([...Buffer.from('RIFF\0\0\0\0WEBP' + chunk + '\0\0\0\0', 'latin1'), ...data]);
    // VP8X: flags + reserved (4 bytes), then width − 1 and height − 1 in 24 bits each.
    expect(webpSize(riff('VP8X', [0, 0, 0, 0, 0x85, 0x01, 0, 0xf7, 0x02, 0]))).toEqual({ width: 390, height: 760 });
    // VP8: frame tag (3 bytes), start code 9d 01 2a, then 14-bit width and height.
    expect(webpSize(riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0x00, 0x05, 0xd0, 0x02]))).toEqual({
      width: 1280,
      height: 720,
    });
    // VP8L: signature 0x2f, then width − 1 and height − 1 in 14 bits each.
    const bits = (1280 - 1) | ((720 - 1) << 14);
    const packed = [bits & 0xff, (bits >>> 8) & 0xff, (bits >>> 16) & 0xff, (bits >>> 24) & 0xff];
    expect(webpSize(riff('VP8L', [0x2f, ...packed]))).toEqual({ width: 1280, height: 720 });
  });

  it('marks in the index the same admin-only sections as their headings do', () => {
    for (const link of all('.indice li')) {
      const id = link.querySelector('a')?.getAttribute('href')?.slice(1) ?? '';
      const heading = guide.getElementById(id)?.querySelector('h2');
      expect(link.querySelector('.so-admin') !== null, id).toBe(heading?.querySelector('.so-admin') !== null);
    }
  });

  it("names the payment form's fields and buttons as the screen shows them", () => {
    const steps = guide.getElementById('pagamentos')?.querySelector('ol')?.textContent ?? '';
    expect(steps).toContain('Informe o Status');
    expect(steps).toContain('Clique em Registrar');
    expect(steps).not.toMatch(/situação|Clique em Salvar/);
  });

  it("says which actions one's own row in Usuários lacks (the Histórico menu stays)", () => {
    const own = all('#usuarios li').find((li) => li.textContent?.includes('(você)'))?.textContent ?? '';
    expect(own.replace(/\s+/g, ' ')).toContain('não há Ativar, Revogar, Tornar admin nem Editar');
    expect(own).toContain('Histórico');
    expect(own).not.toContain('não há ações');
  });

  it('pictures every screen, none marked as coming', () => {
    expect(all('.breve')).toEqual([]);
    for (const id of sections) expect(guide.querySelectorAll(`#${id} img`).length, id).toBeGreaterThan(0);
  });
});
