import type { Offering } from './content';
import { TherapyIcon } from './therapy-icons';

export function OfferingCard({ item, className = '' }: { item: Offering; className?: string }) {
  return (
    <article className={`card ${className}`}>
      <span className="card-icon">
        <TherapyIcon name={item.icon} size={28} />
      </span>
      <h3>{item.title}</h3>
      {item.badge && <p className="badge">{item.badge}</p>}
      <p>{item.description}</p>
    </article>
  );
}
