// 'Imprimir prontuário' and the 'Termo de consentimento' (issue 16): A4 documents rendered by React
// into a print window (open-print-window.tsx), so a name or note prints as the text it is.
import type { NoteDoc, RecordDoc } from '../../data/records-repo';
import { CONSENT_TITLE, consentParagraphs } from '../../domain/consent-term';
import { formatDateBR } from '../../domain/dates';
import { formatWhen } from '../../domain/record-history';
import { correctionLines, orderNotes } from '../../domain/session-note';
import { placeAndDateLine } from '../../domain/student-documents';
import { DataTable, Letterhead, Part, Signatures } from '../print/document-parts';
import { openPrintWindow, type PrintResult } from '../print/open-print-window';
import { printStudio } from '../print/print-studio';
import { anamneseRows } from './anamnese-view';

export function PrintedRecord({ name, record, notes }: { name: string; record: RecordDoc; notes: readonly NoteDoc[] }) {
  return (
    <>
      <Letterhead studio={printStudio} />
      <h1>Prontuário</h1>
      <DataTable rows={[{ label: 'Aluno(a)', value: name }, ...anamneseRows(record)]} />
      <p>{`Anamnese na revisão ${record.version}, por ${record.updatedByName} em ${formatWhen(record.writtenAt)}.`}</p>
      <Part title="Evolução">
        {notes.length === 0 && <p>Nenhuma evolução registrada.</p>}
        {orderNotes(notes).map(({ note, correctedBy }) => (
          <div key={note.id} className="note">
            <h3>{`${formatDateBR(note.data)} — ${note.updatedByName} — dor ${note.dor}/10`}</h3>
            {correctionLines(note, correctedBy, notes).map((line) => (
              <p key={line}>{line}</p>
            ))}
            <p>{`O que foi feito: ${note.conduta}`}</p>
            {note.resposta && <p>{`Resposta do paciente: ${note.resposta}`}</p>}
          </div>
        ))}
      </Part>
    </>
  );
}

/** The consent term; a minor's (`guardian` from consentGuardian) names and is signed by the guardian. */
export function ConsentTerm({ name, guardian = null }: { name: string; guardian?: string | null }) {
  const rows = [{ label: 'Titular dos dados', value: name }];
  if (guardian !== null) rows.push({ label: 'Responsável legal', value: guardian });
  return (
    <>
      <Letterhead studio={printStudio} />
      <h1>{CONSENT_TITLE}</h1>
      <DataTable rows={rows} />
      {consentParagraphs(printStudio, name, guardian).map((p) => (
        <Part key={p.title} title={p.title}>
          <p>{p.text}</p>
        </Part>
      ))}
      <Signatures
        placeAndDate={placeAndDateLine(printStudio.city)}
        lines={[
          guardian === null ? { name, role: 'Titular dos dados' } : { name: guardian, role: 'Responsável legal' },
        ]}
      />
    </>
  );
}

/** `first`: the access log's entry, written before the record is shown (a refused one prints nothing). */
export const printHealthRecord = (
  name: string,
  record: RecordDoc,
  notes: readonly NoteDoc[],
  first?: () => Promise<unknown>,
): PrintResult =>
  openPrintWindow(`Prontuário - ${name}`, <PrintedRecord name={name} record={record} notes={notes} />, first);

export const printConsentTerm = (name: string, guardian: string | null): PrintResult =>
  openPrintWindow(`${CONSENT_TITLE} - ${name}`, <ConsentTerm name={name} guardian={guardian} />);
