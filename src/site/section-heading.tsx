type Props = { id: string; eyebrow: string; title: string; lead?: string; align?: 'start' | 'center' };

/** Eyebrow, h2 (with the id the section is labelled by) and an optional lead paragraph. */
export function SectionHeading({ id, eyebrow, title, lead, align = 'start' }: Props) {
  return (
    <div className={`section-heading section-heading--${align}`}>
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id}>{title}</h2>
      {lead && <p className="lead">{lead}</p>}
    </div>
  );
}
