import { therapies } from './content';
import { OfferingCard } from './offering-card';
import { SectionHeading } from './section-heading';

export function TherapiesSection() {
  return (
    <section id="servicos" className="section therapies" aria-labelledby="servicos-title" tabIndex={-1}>
      <div className="container">
        <SectionHeading
          id="servicos-title"
          eyebrow={therapies.eyebrow}
          title={therapies.title}
          lead={therapies.lead}
          align="center"
        />
        <div className="card-grid">
          {therapies.items.map((item) => (
            <OfferingCard key={item.title} item={item} />
          ))}
        </div>
      </div>
    </section>
  );
}
