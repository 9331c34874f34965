import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SitePage } from './site-page';
import { studio } from './studio';

// The footer shows the studio's year (America/Sao_Paulo), which around New Year may not be the machine's.
const studioYear = () =>
  new Intl.DateTimeFormat('en', { timeZone: 'America/Sao_Paulo', year: 'numeric' }).format(new Date());

beforeEach(() => {
  // jsdom cannot scroll; the page asks for reduced motion so links jump at once.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
  return () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  };
});

describe('SitePage', () => {
  it('has the sections in the spec’s order, each labelled by its heading', () => {
    const { container } = render(<SitePage />);
    const ids = [...container.querySelectorAll('main > section')].map((s) => s.id);
    expect(ids).toEqual(['inicio', 'pilates', 'servicos', 'infantil', 'sobre', 'contato']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Movimento e cuidado');
    for (const name of [
      /Pilates para o seu corpo/,
      /Cuidados que complementam/,
      /Movimento, disciplina/,
      /Um espaço/,
      /Venha nos visitar/,
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
  });

  it('lists the eight therapies and the two children’s classes', () => {
    render(<SitePage />);
    const therapies = within(screen.getByRole('region', { name: /Cuidados que complementam/ }));
    expect(therapies.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Acupuntura',
      'Auriculoterapia',
      'Massagem',
      'Quiropraxia Seitai e New Seitai',
      'Radiestesia Terapêutica',
      'Reiki',
      'Cone Hindu / Chines',
      'Yoga',
    ]);
    const kids = within(screen.getByRole('region', { name: /Movimento, disciplina/ }));
    expect(kids.getByRole('heading', { name: 'Ballet Infantil' })).toBeInTheDocument();
    expect(kids.getByRole('heading', { name: 'Jiu-Jitsu' })).toBeInTheDocument();
    expect(kids.getByText('Crianças de até 10 anos')).toBeInTheDocument();
  });

  it('navigation: five hash links; the menu toggle opens and a link closes it', async () => {
    const user = userEvent.setup();
    render(<SitePage />);
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    const links = within(nav)
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href')?.startsWith('#'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '#pilates',
      '#servicos',
      '#infantil',
      '#sobre',
      '#contato',
    ]);
    expect(within(nav).getByRole('link', { name: 'Salus no Instagram' })).toHaveAttribute('href', studio.instagram.url);
    expect(within(nav).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', studio.whatsapp.chatUrl);

    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(nav).getByRole('link', { name: 'Terapias' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(location.hash).toBe('#servicos');

    await user.click(toggle);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('the open menu closes when focus leaves it (tabbing past its last link), not while it moves inside', async () => {
    const user = userEvent.setup();
    render(<SitePage />);
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    // From the toggle through every item of the panel, the menu stays open.
    const items = within(nav).getAllByRole('link');
    for (const item of items) {
      await user.tab();
      expect(item).toHaveFocus();
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
    }
    // Back to the toggle (Shift+Tab) and forth again: still inside, still open.
    await user.tab({ shift: true });
    await user.tab();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    // One more Tab leaves the panel for the page below it, which it would otherwise cover.
    await user.tab();
    expect(nav.contains(document.activeElement)).toBe(false);
    expect(document.activeElement).not.toBe(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('hero buttons point at contato and sobre', () => {
    render(<SitePage />);
    expect(screen.getByRole('link', { name: 'Agendar aula' })).toHaveAttribute('href', '#contato');
    expect(screen.getByRole('link', { name: 'Conheça a Salus' })).toHaveAttribute('href', '#sobre');
  });

  it('contact: address, map and the three buttons', () => {
    render(<SitePage />);
    const contact = within(screen.getByRole('region', { name: 'Venha nos visitar' }));
    expect(contact.getByText(/Rua das Gaivotas, 480/)).toBeInTheDocument();
    expect(contact.getByRole('link', { name: 'Email' })).toHaveAttribute('href', `mailto:${studio.email}`);
    expect(contact.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', studio.instagram.url);
    expect(contact.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', studio.whatsapp.chatUrl);
    const map = contact.getByTitle(/Mapa/);
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(map).toHaveAttribute('height', '400');
    expect(map).toHaveAttribute('src', studio.map.embedUrl);
    // A route to the studio, not a search the visitor then has to turn into one.
    expect(contact.getByRole('link', { name: 'Como chegar' })).toHaveAttribute(
      'href',
      expect.stringMatching(
        /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=Salus%2C%20Rua%20das%20Gaivotas/,
      ),
    );
  });

  it('every link that opens a new tab has rel="noopener noreferrer"', () => {
    const { container } = render(<SitePage />);
    const blank = container.querySelectorAll('a[target="_blank"]');
    expect(blank.length).toBeGreaterThan(5);
    for (const a of blank) expect(a).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('footer: address and the current year', () => {
    render(<SitePage />);
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText(new RegExp(`© ${studioYear()} Salus`))).toBeInTheDocument();
    expect(footer.getByText(/Rua das Gaivotas, 480/)).toBeInTheDocument();
  });
});

describe('promotion', () => {
  it('shows on load; closing it reveals a focused WhatsApp button with the promo message', async () => {
    const user = userEvent.setup();
    render(<SitePage />);
    const promo = within(screen.getByRole('complementary', { name: 'Promoção' }));
    expect(promo.getByText(/ganhe uma sessão de terapia/)).toBeInTheDocument();
    expect(promo.getByText(/acupuntura ou massagem/)).toBeInTheDocument();
    expect(promo.queryByRole('link', { name: /WhatsApp sobre a promoção/ })).toBeNull();

    await user.click(promo.getByRole('button', { name: 'Fechar' }));
    expect(promo.queryByText(/ganhe uma sessão de terapia/)).toBeNull();
    const floating = promo.getByRole('link', { name: 'Falar no WhatsApp sobre a promoção' });
    expect(floating).toHaveAttribute('href', studio.whatsapp.promoUrl);
    expect(new URL(floating.getAttribute('href')!).searchParams.get('text')).toBe(studio.messages.promo);
    expect(floating).toHaveFocus();
  });

  it('closes with Escape from inside the card', async () => {
    const user = userEvent.setup();
    render(<SitePage />);
    screen.getByRole('button', { name: 'Fechar' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Fechar' })).toBeNull();
    expect(screen.getByRole('link', { name: /WhatsApp sobre a promoção/ })).toHaveFocus();
  });
});
