// Finds the responsive versions of a studio photo in ./photos (see studio.ts and photos/README.md).

export type PhotoSpec = {
  /** File name prefix: "estudio" matches photos/estudio-640.avif, photos/estudio-1280.webp, ... */
  name: string;
  alt: string;
  /** Intrinsic size of the original, which fixes the aspect ratio (no layout shift). */
  width: number;
  height: number;
};

export type PhotoSources = { avif: string; webp: string; src: string };

// Path → hashed URL of every photo in ./photos. Empty until the studio adds some.
const bundled = import.meta.glob<string>('./photos/*.{avif,webp}', {
  eager: true,
  query: '?url',
  import: 'default',
});

const fileName = /\/([^/]+)-(\d+)\.(avif|webp)$/;

/** srcset strings for one photo, widest last; null when it has no WebP file (then no photo is shown). */
export function photoSources(name: string, files: Record<string, string> = bundled): PhotoSources | null {
  const found: Record<'avif' | 'webp', { width: number; url: string }[]> = { avif: [], webp: [] };
  for (const [path, url] of Object.entries(files)) {
    const match = fileName.exec(path);
    if (!match || match[1] !== name) continue;
    found[match[3] as 'avif' | 'webp'].push({ width: Number(match[2]), url });
  }
  const srcset = (list: { width: number; url: string }[]) =>
    [...list]
      .sort((a, b) => a.width - b.width)
      .map((f) => `${f.url} ${f.width}w`)
      .join(', ');
  const widest = [...found.webp].sort((a, b) => b.width - a.width)[0];
  if (!widest) return null;
  return { avif: srcset(found.avif), webp: srcset(found.webp), src: widest.url };
}
