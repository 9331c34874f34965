import { describe, expect, it } from 'vitest';
import { photoSources } from './photo-sources';

const files = {
  './photos/estudio-1280.webp': '/assets/estudio-1280-b.webp',
  './photos/estudio-640.webp': '/assets/estudio-640-a.webp',
  './photos/estudio-640.avif': '/assets/estudio-640-c.avif',
  './photos/estudio-1280.avif': '/assets/estudio-1280-d.avif',
  './photos/estudio-sala-640.webp': '/assets/other.webp',
};

describe('photoSources', () => {
  it('builds srcsets ordered by width, with the widest WebP as src', () => {
    expect(photoSources('estudio', files)).toEqual({
      avif: '/assets/estudio-640-c.avif 640w, /assets/estudio-1280-d.avif 1280w',
      webp: '/assets/estudio-640-a.webp 640w, /assets/estudio-1280-b.webp 1280w',
      src: '/assets/estudio-1280-b.webp',
    });
  });

  it('does not mix up photos whose names share a prefix', () => {
    expect(photoSources('estudio-sala', files)?.webp).toBe('/assets/other.webp 640w');
  });

  it('returns null when there is no WebP version (the illustration stays)', () => {
    expect(photoSources('fachada', files)).toBeNull();
    expect(photoSources('so-avif', { './photos/so-avif-640.avif': '/a.avif' })).toBeNull();
  });

  it('finds nothing in the repository until photos are added', () => {
    expect(photoSources('estudio')).toBeNull();
  });
});
