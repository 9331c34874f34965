import { about } from './content';
import { AboutArt } from './illustrations';
import { Photo } from './photo';
import { SectionHeading } from './section-heading';
import { studio } from './studio';

export function AboutSection() {
  return (
    <section id="sobre" className="section about" aria-labelledby="sobre-title" tabIndex={-1}>
      <div className="container about-grid">
        <div className="about-art">
          <Photo
            spec={studio.photos.about}
            sizes="(min-width: 880px) 440px, 90vw"
            className="photo"
            fallback={<AboutArt className="art" />}
          />
        </div>
        <div>
          <SectionHeading id="sobre-title" eyebrow={about.eyebrow} title={about.title} />
          {about.paragraphs.map((text) => (
            <p key={text} className="body-text">
              {text}
            </p>
          ))}
          <ul className="values">
            {about.values.map(([title, text]) => (
              <li key={title}>
                <strong>{title}</strong>
                <span>{text}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
