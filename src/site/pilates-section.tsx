import { pilates } from './content';
import { CheckIcon } from './icons';
import { SectionHeading } from './section-heading';

export function PilatesSection() {
  return (
    <section id="pilates" className="section pilates" aria-labelledby="pilates-title" tabIndex={-1}>
      <div className="container pilates-grid">
        <div>
          <SectionHeading id="pilates-title" eyebrow={pilates.eyebrow} title={pilates.title} />
          {pilates.paragraphs.map((text) => (
            <p key={text} className="body-text">
              {text}
            </p>
          ))}
          <ul className="check-list">
            {pilates.benefits.map((text) => (
              <li key={text}>
                <CheckIcon size={20} />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <div className="info-card">
          <h3>{pilates.howItWorks.title}</h3>
          <dl>
            {pilates.howItWorks.items.map(([term, detail]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{detail}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
