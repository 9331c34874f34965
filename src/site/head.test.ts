// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { escapeHtml, headTags, localBusinessJsonLd, serializeJsonLd, titleTag } from './head';
import { studio } from './studio';

const evil = '</script><script>alert(1)</script><!-- & \u2028';

describe('serializeJsonLd', () => {
  it('cannot close the script element or open a comment, and parses back to the same data', () => {
    const json = serializeJsonLd({ name: evil });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ name: evil });
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML specials', () => {
    expect(escapeHtml(`a & b < c > d " e ' f`)).toBe('a &amp; b &lt; c &gt; d &quot; e &#39; f');
  });
});

describe('localBusinessJsonLd', () => {
  it('describes the studio from the config', () => {
    const data = localBusinessJsonLd();
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Salus',
      url: studio.siteUrl,
      telephone: '+5548998123456',
      address: { '@type': 'PostalAddress', addressLocality: studio.address.city, addressCountry: 'BR' },
      sameAs: [studio.instagram.url],
    });
    expect(data.openingHoursSpecification[0]).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((d) => `https://schema.org/${d}`),
      opens: '06:30',
      closes: '21:00',
    });
  });
});

describe('headTags', () => {
  const doc = new DOMParser().parseFromString(`<head>${titleTag()}${headTags()}</head>`, 'text/html');
  const content = (selector: string) => doc.querySelector(selector)?.getAttribute('content');

  it('has the title, description, canonical and Open Graph tags', () => {
    expect(doc.title).toBe(studio.title);
    expect(content('meta[name="description"]')).toBe(studio.description);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(studio.siteUrl);
    expect(content('meta[property="og:title"]')).toBe(studio.title);
    expect(content('meta[property="og:locale"]')).toBe('pt_BR');
    expect(content('meta[property="og:url"]')).toBe(studio.siteUrl);
    expect(content('meta[property="og:image"]')).toBe(`${studio.siteUrl}og-image.png`);
  });

  it('has a description a search result shows whole (about 155 characters), in Portuguese', () => {
    expect(studio.description.length).toBeLessThanOrEqual(156);
    expect(studio.description).not.toMatch(/\bkids\b/i);
  });

  it('embeds exactly one JSON-LD block that parses to the LocalBusiness', () => {
    const blocks = doc.querySelectorAll('script[type="application/ld+json"]');
    expect(blocks).toHaveLength(1);
    expect(JSON.parse(blocks[0]!.textContent ?? '')).toEqual(localBusinessJsonLd());
  });

  it('escapes config text in attributes and in the JSON-LD', () => {
    const hostile = { ...studio, title: evil, description: `"><script>x()</script>` };
    const html = `<head>${titleTag(hostile)}${headTags(hostile)}</head>`;
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    expect(parsed.querySelectorAll('script')).toHaveLength(1);
    expect(parsed.title).toBe(evil);
    expect(parsed.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(hostile.description);
    expect(JSON.parse(parsed.querySelector('script')!.textContent ?? '').description).toBe(hostile.description);
  });
});
