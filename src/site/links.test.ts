import { describe, expect, it } from 'vitest';
import { mailtoUrl, mapsDirectionsUrl, mapsEmbedUrl, mapsSearchUrl, phoneDigits, telUrl, whatsappUrl } from './links';

describe('whatsappUrl', () => {
  it.each([
    ['5548998123456', undefined, 'https://wa.me/5548998123456'],
    ['+55 (48) 99812-3456', undefined, 'https://wa.me/5548998123456'],
    ['55 48 99812-3456', '   ', 'https://wa.me/5548998123456'],
    ['5548998123456', 'Olá!', 'https://wa.me/5548998123456?text=Ol%C3%A1!'],
    [
      '5548998123456',
      'Pilates & massagem?\nSim = 100%',
      'https://wa.me/5548998123456?text=Pilates%20%26%20massagem%3F%0ASim%20%3D%20100%25',
    ],
  ])('%s + %j → %s', (phone, message, expected) => {
    expect(whatsappUrl(phone, message)).toBe(expected);
  });

  it('round-trips the message through URLSearchParams', () => {
    const message = 'Olá! Quero a sessão grátis (acupuntura ou massagem) — como funciona? #promo';
    const url = new URL(whatsappUrl('5548998123456', message));
    expect(url.hostname).toBe('wa.me');
    expect(url.searchParams.get('text')).toBe(message);
  });

  it.each(['', '123', '1234567890123456'])('rejects %j', (phone) => {
    expect(() => whatsappUrl(phone)).toThrow(/Invalid WhatsApp number/);
  });
});

describe('other links', () => {
  it('keeps only digits', () => expect(phoneDigits('+55 (48) 9 9812-3456')).toBe('5548998123456'));
  it('builds tel: links', () => expect(telUrl('55 48 99812-3456')).toBe('tel:+5548998123456'));
  it('builds mailto: links', () => {
    expect(mailtoUrl('a@b.com')).toBe('mailto:a@b.com');
    expect(mailtoUrl('a@b.com', 'Aula experimental')).toBe('mailto:a@b.com?subject=Aula%20experimental');
  });
  it('builds map links with the query encoded', () => {
    expect(mapsEmbedUrl('Rua A, 1 - Centro')).toBe(
      'https://www.google.com/maps?q=Rua%20A%2C%201%20-%20Centro&output=embed',
    );
    expect(mapsSearchUrl('Rua A & B')).toBe('https://www.google.com/maps/search/?api=1&query=Rua%20A%20%26%20B');
    expect(mapsDirectionsUrl('Salus, Rua A & B')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Salus%2C%20Rua%20A%20%26%20B',
    );
  });
});
