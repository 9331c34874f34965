import type { ReactNode } from 'react';
import { photoSources, type PhotoSpec } from './photo-sources';

type Props = {
  spec: PhotoSpec | null;
  /** The `sizes` attribute: how wide the photo shows, e.g. "(min-width: 880px) 40vw, 100vw". */
  sizes: string;
  /** Above the fold (the likely LCP element): load at once, with high priority. */
  priority?: boolean;
  className?: string;
  /** Shown until the studio adds the photo's files. */
  fallback: ReactNode;
};

/** A studio photo as AVIF/WebP at several widths, with its size set so the layout never shifts. */
export function Photo({ spec, sizes, priority = false, className, fallback }: Props) {
  const sources = spec ? photoSources(spec.name) : null;
  if (!spec || !sources) return <>{fallback}</>;
  return (
    <picture className={className}>
      {sources.avif && <source type="image/avif" srcSet={sources.avif} sizes={sizes} />}
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      <img
        src={sources.src}
        alt={spec.alt}
        width={spec.width}
        height={spec.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
      />
    </picture>
  );
}
