import './styles/base.css';
import './styles/buttons.css';
import './styles/header.css';
import './styles/hero.css';
import './styles/sections.css';
import './styles/cards.css';
import './styles/contact.css';
import './styles/promo.css';
import { useEffect } from 'react';
import { AboutSection } from './about-section';
import { ContactSection } from './contact-section';
import { Hero } from './hero';
import { KidsSection } from './kids-section';
import { PilatesSection } from './pilates-section';
import { Promo } from './promo';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { TherapiesSection } from './therapies-section';

/** The public page at "/": prerendered at build time (entry-server.tsx), hydrated by main.tsx. */
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
      <SiteHeader />
      <Promo />
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
