// Studio facts for the public page, its SEO tags and its JSON-LD: change them here, in one place.
//
// Real photos: drop them into src/site/photos/ as `<name>-<width>.avif` and `<name>-<width>.webp`
// (for example estudio-640.avif, estudio-640.webp, estudio-1280.avif, estudio-1280.webp) and set
// `photos.hero` / `photos.about` below to { name, alt, width, height } (the original's size, which
// fixes the aspect ratio so nothing shifts). The page then serves them responsively, AVIF first,
// instead of the illustrations. src/site/photos/README.md says more.
import { mapsDirectionsUrl, mapsEmbedUrl, mapsSearchUrl, telUrl, whatsappUrl } from './links';
import type { PhotoSpec } from './photo-sources';
import type { PixConfig } from '../domain/pix';

export type OpeningHours = {
  /** How the days read on the page. */
  label: string;
  /** schema.org day names, for the JSON-LD. */
  days: readonly string[];
  opens: string;
  closes: string;
};

export type StudioFacts = {
  name: string;
  /** The studio's CNPJ for printed contracts ('00.000.000/0000-00'); '' leaves it out of them. */
  cnpj: string;
  tagline: string;
  title: string;
  description: string;
  siteUrl: string;
  address: { street: string; district: string; city: string; state: string; postalCode: string; country: string };
  fullAddress: string;
  geo: { latitude: number; longitude: number };
  phone: { display: string; href: string };
  email: string;
  instagram: { handle: string; url: string };
  /** chatUrl: a plain chat (SPEC 7); promoUrl: the chat with the promotion's message. */
  whatsapp: { number: string; chatUrl: string; promoUrl: string };
  messages: { promo: string };
  map: { embedUrl: string; placeUrl: string; directionsUrl: string };
  hours: readonly OpeningHours[];
  photos: { hero: PhotoSpec | null; about: PhotoSpec | null };
  /**
   * Where charges ask to be paid ('Pix copia e cola' and QR code in 'Cobrar' and on printed charges):
   * the studio's Pix key with the account holder's name and city as the bank has them. key '' turns
   * Pix off (charges then say why they carry none).
   */
  pix: PixConfig;
  /** Day of the month a monthly fee is due when the student's own day (dataVencimento) is empty. */
  defaultDueDay: number;
};

const address = {
  street: 'Rua das Gaivotas, 480',
  district: 'Campeche',
  city: 'Florianópolis',
  state: 'SC',
  postalCode: '88063-300',
  country: 'BR',
} as const;

const fullAddress = `${address.street} - ${address.district}, ${address.city} - ${address.state}, ${address.postalCode}`;

const whatsappNumber = '55 48 99812-3456';

const messages = {
  promo:
    'Olá! Quero me matricular no Pilates e ganhar a sessão de terapia grátis (acupuntura ou massagem). Como funciona?',
} as const;

export const studio: StudioFacts = {
  name: 'Salus',
  cnpj: '',
  tagline: 'Pilates e Terapias Integrativas',
  title: 'Salus | Pilates e Terapias Integrativas no Campeche, Florianópolis',
  /** What a search result shows under the title: whole within about 155 characters. */
  description:
    'Pilates em turmas de até 6 alunos, terapias integrativas e aulas infantis no Campeche, ' +
    'Florianópolis: acupuntura, massagem, reiki, yoga, ballet e jiu-jitsu.',
  /** Canonical address of the published site (also used by robots.txt and sitemap.xml). */
  siteUrl: 'https://www.salusfloripa.com.br/',
  address,
  fullAddress,
  geo: { latitude: -27.6797, longitude: -48.4829 },
  phone: { display: '(48) 99812-3456', href: telUrl(whatsappNumber) },
  email: 'contato@salusfloripa.com.br',
  instagram: { handle: '@salus.floripa', url: 'https://www.instagram.com/salus.floripa/' },
  whatsapp: {
    number: whatsappNumber,
    chatUrl: whatsappUrl(whatsappNumber),
    promoUrl: whatsappUrl(whatsappNumber, messages.promo),
  },
  messages,
  map: {
    embedUrl: mapsEmbedUrl(`Salus, ${fullAddress}`),
    placeUrl: mapsSearchUrl(`Salus, ${fullAddress}`),
    directionsUrl: mapsDirectionsUrl(`Salus, ${fullAddress}`),
  },
  hours: [
    {
      label: 'Segunda a sexta',
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '06:30',
      closes: '21:00',
    },
    { label: 'Sábado', days: ['Saturday'], opens: '08:00', closes: '12:00' },
  ],
  photos: { hero: null, about: null },
  pix: { key: 'contato@salusfloripa.com.br', receiverName: 'Salus Pilates', city: address.city },
  defaultDueDay: 10,
};
