// Building blocks of the printed documents. Values arrive as plain strings and are rendered as text.
import { useId, type ReactNode } from 'react';
import type { Row, StudioParty } from '../../domain/student-documents';

export function Letterhead({ studio }: { studio: StudioParty }) {
  const contact = [studio.cnpj && `CNPJ ${studio.cnpj}`, studio.address, studio.phone, studio.email].filter(Boolean);
  return (
    <header className="letterhead">
      <p className="letterhead-name">{studio.name}</p>
      <p className="letterhead-contact">{contact.join(' · ')}</p>
    </header>
  );
}

export function DataTable({ rows }: { rows: Row[] }) {
  return (
    <table className="data-table">
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A titled part of a document, named by its heading (a landmark a test or a reader can find). */
export function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

export type SignatureLine = { name: string; role: string };

/**
 * The closing sentence (`lead`), the place-and-date line, then one line to sign per party: kept on one
 * page, so the signatures never stand on a page of their own.
 */
export function Signatures({
  lead,
  placeAndDate,
  lines,
}: {
  lead?: string;
  placeAndDate: string;
  lines: SignatureLine[];
}) {
  return (
    <div className="signing">
      {lead && <p>{lead}</p>}
      <p className="place-date">{placeAndDate}</p>
      <div className="signatures">
        {lines.map((line) => (
          <p className="signature" key={`${line.role}:${line.name}`}>
            <span className="signature-name">{line.name}</span>
            {line.role}
          </p>
        ))}
      </div>
    </div>
  );
}
