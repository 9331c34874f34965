import { expect, test } from './support/test';
import { studio } from '../../src/site/studio';
import { desktop, openSite, phone } from './site-helpers';

const whatsappNumber = '5548998123456';

function whatsappText(href: string | null): string | null {
  const url = new URL(href ?? '');
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${whatsappNumber}`);
  return url.searchParams.get('text');
}

test.use({ viewport: desktop });

test('contact: address, the three buttons and their links', async ({ page }) => {
  await openSite(page);
  const contact = page.getByRole('region', { name: 'Venha nos visitar' });
  await expect(contact.getByText('Rua das Gaivotas, 480')).toBeVisible();

  const email = contact.getByRole('link', { name: 'Email', exact: true });
  await expect(email).toHaveAttribute('href', 'mailto:contato@salusfloripa.com.br');
  await expect(email).not.toHaveAttribute('target', '_blank');

  const instagram = contact.getByRole('link', { name: 'Instagram', exact: true });
  await expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/salus.floripa/');
  await expect(instagram).toHaveAttribute('target', '_blank');
  await expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');

  const whatsapp = contact.getByRole('link', { name: 'WhatsApp', exact: true });
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
  // SPEC 7: a plain chat link, beside the promotion's link with its message.
  expect(whatsappText(await whatsapp.getAttribute('href'))).toBeNull();
});

test('every link that opens a new tab is rel="noopener noreferrer"', async ({ page }) => {
  await openSite(page);
  const rels = await page.locator('a[target="_blank"]').evaluateAll((links) => links.map((a) => a.getAttribute('rel')));
  expect(rels.length).toBeGreaterThan(5);
  expect(new Set(rels)).toEqual(new Set(['noopener noreferrer']));
});

test('the map: a titled iframe, 400 px high, loaded lazily', async ({ page }) => {
  await openSite(page);
  const map = page.getByTitle('Mapa com a localização da Salus');
  await expect(map).toHaveAttribute('loading', 'lazy');
  await expect(map).toHaveAttribute('height', '400');
  await expect(map).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?q=.+&output=embed$/);
  await map.scrollIntoViewIfNeeded();
  expect((await map.boundingBox())?.height).toBe(400);
});

test('footer: brand, address, social links and the current year', async ({ page }) => {
  await openSite(page);
  const footer = page.getByRole('contentinfo');
  const year = new Date().toLocaleString('en', { timeZone: 'America/Sao_Paulo', year: 'numeric' });
  await expect(footer.getByText(`© ${year} Salus`)).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Salus', exact: true })).toBeVisible();
  await expect(footer.getByText(/Rua das Gaivotas, 480 - Campeche/)).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Salus no Instagram' })).toHaveAttribute('href', studio.instagram.url);
  await expect(footer.getByRole('link', { name: 'Conversar com a Salus no WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\//,
  );
  await expect(footer.getByRole('link', { name: 'Enviar um email para a Salus' })).toHaveAttribute('href', /^mailto:/);
});

for (const viewport of [desktop, phone]) {
  test(`promotion at ${viewport.width} px: card → Fechar → floating WhatsApp button`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openSite(page);
    const promo = page.getByRole('complementary', { name: 'Promoção' });
    await expect(promo.getByText('Matricule-se no Pilates e ganhe uma sessão de terapia')).toBeVisible();
    await expect(promo.getByText(/acupuntura ou massagem/)).toBeVisible();
    const floating = page.getByRole('link', { name: 'Falar no WhatsApp sobre a promoção' });
    await expect(floating).toHaveCount(0);

    await promo.getByRole('button', { name: 'Fechar' }).click();
    await expect(promo.getByText('Matricule-se no Pilates')).toHaveCount(0);
    await expect(floating).toBeVisible();
    await expect(floating).toHaveAttribute('target', '_blank');
    await expect(floating).toHaveAttribute('rel', 'noopener noreferrer');
    const text = whatsappText(await floating.getAttribute('href'));
    expect(text).toBe(studio.messages.promo);
    expect(text).toMatch(/Pilates/);
    expect(text).toMatch(/acupuntura ou massagem/);

    // Round, bottom right.
    const box = (await floating.boundingBox())!;
    expect(box.width).toBe(box.height);
    expect(await floating.evaluate((el) => getComputedStyle(el).borderRadius)).toBe('50%');
    expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
    expect(viewport.height - (box.y + box.height)).toBeLessThan(40);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(promo.getByRole('button', { name: 'Fechar' })).toBeVisible(); // not persisted
  });
}

test('promotion by keyboard: Tab to "Fechar", Enter; or Escape inside the card', async ({ page }) => {
  await openSite(page);
  const close = page.getByRole('button', { name: 'Fechar' });
  const floating = page.getByRole('link', { name: 'Falar no WhatsApp sobre a promoção' });
  for (let i = 0; i < 20 && !(await close.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(close).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(floating).toBeFocused();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('link', { name: 'Quero aproveitar' }).focus();
  await page.keyboard.press('Escape');
  await expect(close).toHaveCount(0);
  await expect(floating).toBeFocused();
  // Its focus ring has two tones: dark over the light sections, gold over Contato and the footer.
  const ring = await floating.evaluate((el) => [getComputedStyle(el).outlineColor, getComputedStyle(el).boxShadow]);
  expect(ring[0]).toBe('rgb(15, 42, 28)');
  expect(ring[1]).toContain('rgb(242, 213, 155)');
});

test('on a phone, a link Tab reaches under the promotion card is scrolled above it', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await openSite(page);
  const card = page.locator('.promo-card');
  const cardTop = (await card.boundingBox())!.y;
  // The hero's buttons sit at the bottom of the first screen, under the card.
  await page.getByRole('heading', { level: 1 }).evaluate((el) => {
    el.setAttribute('tabindex', '-1');
    (el as HTMLElement).focus();
  });
  const target = page.getByRole('link', { name: 'Agendar aula' });
  for (let i = 0; i < 10 && !(await target.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
  const box = (await target.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(cardTop);
});

for (const size of [
  { width: 1280, height: 800 },
  { width: 360, height: 640 },
]) {
  test(`at ${size.width} px, no footer link Tab reaches is left under the promotion card`, async ({ page }) => {
    await page.setViewportSize(size);
    await openSite(page);
    const card = page.locator('.promo-card');
    const links = page.getByRole('contentinfo').getByRole('link');
    // The first one focused, each next reached with Tab (Shift+Tab from it would enter the map's frame).
    await links.first().focus();
    for (let i = 0; i < (await links.count()); i++) {
      if (i > 0) await page.keyboard.press('Tab');
      await expect(links.nth(i)).toBeFocused();
      const [link, over] = [(await links.nth(i).boundingBox())!, (await card.boundingBox())!];
      const overlaps =
        link.x < over.x + over.width &&
        over.x < link.x + link.width &&
        link.y < over.y + over.height &&
        over.y < link.y + link.height;
      expect(overlaps, (await links.nth(i).getAttribute('aria-label')) ?? (await links.nth(i).innerText())).toBe(false);
    }
  });
}

test("on a phone, 'Como chegar' is a target at least 24 px tall (WCAG 2.5.8)", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await openSite(page);
  const box = (await page.getByRole('link', { name: 'Como chegar' }).boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(24);
});

test('on a phone held sideways, the promotion card and its "Fechar" stay clear of the fixed header', async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 300 }); // with the browser's bars showing
  await openSite(page);
  const header = (await page.locator('.site-header').boundingBox())!;
  const close = (await page.getByRole('button', { name: 'Fechar' }).boundingBox())!;
  expect(close.y).toBeGreaterThanOrEqual(header.y + header.height);
});
