import { hero } from './content';
import { CheckIcon } from './icons';
import { HeroArt } from './illustrations';
import { Photo } from './photo';
import { SectionLink } from './section-link';
import { studio } from './studio';

export function Hero() {
  return (
    <section id="inicio" className="hero" aria-labelledby="inicio-title" tabIndex={-1}>
      <div className="container hero-grid">
        <div className="hero-copy">
          <p className="eyebrow">{hero.eyebrow}</p>
          <h1 id="inicio-title">{hero.title}</h1>
          <p className="hero-lead">{hero.lead}</p>
          <div className="hero-actions">
            <SectionLink to="contato" className="btn btn-primary">
              Agendar aula
            </SectionLink>
            <SectionLink to="sobre" className="btn btn-outline">
              Conheça a Salus
            </SectionLink>
          </div>
          <ul className="hero-highlights">
            {hero.highlights.map((text) => (
              <li key={text}>
                <CheckIcon size={18} />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <div className="hero-art">
          <Photo
            spec={studio.photos.hero}
            sizes="(min-width: 880px) 480px, 90vw"
            priority
            className="photo"
            fallback={<HeroArt className="art" />}
          />
        </div>
      </div>
    </section>
  );
}
