import './site-styles';
import { useEffect } from 'react';
import { AboutSection } from './about-section';
import { ContactSection } from './contact-section';
import { Hero } from './hero';
import { Island } from './islands';
import { KidsSection } from './kids-section';
import { PilatesSection } from './pilates-section';
import { SiteFooter } from './site-footer';
import { TherapiesSection } from './therapies-section';

/**
 * The public page at "/": prerendered at build time (entry-server.tsx); in the browser only its
 * islands are hydrated (main.tsx, islands.tsx). Rendered whole by `npm run dev` and in tests.
 */
export function SitePage() {
  useEffect(() => {
    // React handles clicks from now on (browser tests wait for this).
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  return (
    <div className="site">
      <a className="skip-link" href="#conteudo">
        Pular para o conteúdo
      </a>
      <Island name="header" />
      <Island name="promo" />
      <main id="conteudo" tabIndex={-1}>
        <Hero />
        <PilatesSection />
        <TherapiesSection />
        <KidsSection />
        <AboutSection />
        <ContactSection />
      </main>
      <SiteFooter />
    </div>
  );
}
