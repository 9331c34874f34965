// <head> tags for the prerendered page: title, description, canonical, Open Graph and the
// LocalBusiness JSON-LD, all from studio.ts. Built as escaped strings at build time (the prerender
// script injects them into dist/index.html); React never sets HTML from strings.
import { studio, type StudioFacts as Studio } from './studio';

export const ogImage = { path: 'og-image.png', width: 1200, height: 630 } as const;

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => htmlEscapes[ch] ?? ch);
}

/**
 * JSON for a <script type="application/ld+json"> block: `<`, `>` and `&` become \u escapes (still
 * the same JSON), so no value can close the script element or open a comment.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function localBusinessJsonLd(s: Studio = studio) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${s.siteUrl}#estudio`,
    name: s.name,
    description: s.description,
    url: s.siteUrl,
    image: new URL(ogImage.path, s.siteUrl).href,
    logo: new URL('favicon.svg', s.siteUrl).href,
    telephone: s.phone.href.replace(/^tel:/, ''),
    email: s.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: s.address.street,
      addressLocality: s.address.city,
      addressRegion: s.address.state,
      postalCode: s.address.postalCode,
      addressCountry: s.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: s.geo.latitude, longitude: s.geo.longitude },
    hasMap: s.map.placeUrl,
    openingHoursSpecification: s.hours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: h.days.map((day) => `https://schema.org/${day}`),
      opens: h.opens,
      closes: h.closes,
    })),
    sameAs: [s.instagram.url],
  };
}

export function titleTag(s: Studio = studio): string {
  return `<title>${escapeHtml(s.title)}</title>`;
}

/** Everything after the title, one tag per line. */
export function headTags(s: Studio = studio): string {
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
  const imageUrl = new URL(ogImage.path, s.siteUrl).href;
  return [
    meta('name', 'description', s.description),
    `<link rel="canonical" href="${escapeHtml(s.siteUrl)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', 'pt_BR'),
    meta('property', 'og:site_name', s.name),
    meta('property', 'og:title', s.title),
    meta('property', 'og:description', s.description),
    meta('property', 'og:url', s.siteUrl),
    meta('property', 'og:image', imageUrl),
    meta('property', 'og:image:width', String(ogImage.width)),
    meta('property', 'og:image:height', String(ogImage.height)),
    meta('property', 'og:image:alt', `${s.name} · ${s.tagline}`),
    meta('name', 'twitter:card', 'summary_large_image'),
    `<script type="application/ld+json">${serializeJsonLd(localBusinessJsonLd(s))}</script>`,
  ].join('\n    ');
}
