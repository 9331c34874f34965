// Outbound link builders. Pure functions, so the URLs the page renders are unit-tested.

/** Digits only: "+55 (48) 99812-3456" → "5548998123456". */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/**
 * A WhatsApp click-to-chat link for an international number (country code first), with the
 * message, if any, URL-encoded so accents, line breaks, "&" and "?" reach the chat intact.
 */
export function whatsappUrl(phone: string, message?: string): string {
  const digits = phoneDigits(phone);
  if (digits.length < 10 || digits.length > 15) throw new Error(`Invalid WhatsApp number: ${phone}`);
  const text = message?.trim();
  return text ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : `https://wa.me/${digits}`;
}

export function telUrl(phone: string): string {
  return `tel:+${phoneDigits(phone)}`;
}

export function mailtoUrl(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}

/** A Google Maps frame that needs no API key. */
export function mapsEmbedUrl(query: string): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`;
}

/** The place on Google Maps (the studio's page in its structured data). */
export function mapsSearchUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** A route to the place from where the visitor is ('Como chegar'): the app on a phone, the site elsewhere. */
export function mapsDirectionsUrl(destination: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
