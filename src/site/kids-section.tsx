import { kids } from './content';
import { OfferingCard } from './offering-card';
import { SectionHeading } from './section-heading';

export function KidsSection() {
  return (
    <section id="infantil" className="section kids" aria-labelledby="infantil-title" tabIndex={-1}>
      <div className="container">
        <SectionHeading id="infantil-title" eyebrow={kids.eyebrow} title={kids.title} lead={kids.lead} align="center" />
        <div className="kids-grid">
          {kids.items.map((item) => (
            <OfferingCard key={item.title} item={item} className="card--large" />
          ))}
        </div>
      </div>
    </section>
  );
}
