// records/{studentId}/notes/{noteId}: 'Evolução' — one dated session note (issue 16). Its author may
// change it for 24 hours after it was first saved, by the server's clock (registradoEm, the server's
// time of the first save; the rules compare it with request.time); after that it is fixed, and a
// correction is a new note whose `corrige` names it (record-keeping practice).
import { z } from './z';
import { authorshipShape } from './authorship';
import { formatDateBR } from './dates';
import { docId, instant, isoDate, textOf } from './fields';
import { painScale } from './health-record';
import { limits } from './limits';

export const NOTE_EDIT_WINDOW_MS = 24 * 60 * 60 * 1000;

export const sessionNoteSchema = z.strictObject({
  /** The day of the session ('YYYY-MM-DD'). */
  data: isoDate,
  /** O que foi feito. */
  conduta: textOf(limits.recordText, 1),
  /** Como o paciente respondeu. */
  resposta: textOf(limits.recordText),
  /** Pain at the session (EVA 0–10). */
  dor: painScale,
  /** '' or the id of the note this one corrects (a note of the same record). */
  corrige: z.union([z.literal(''), docId]),
  /** The server's time of the first save (written as the server's timestamp; epoch ms when read). */
  registradoEm: instant,
  createdAt: instant,
  updatedAt: instant,
});
export type SessionNote = z.infer<typeof sessionNoteSchema>;
export const storedSessionNoteSchema = sessionNoteSchema.extend(authorshipShape);
export type StoredSessionNote = z.infer<typeof storedSessionNoteSchema>;

/** Whether `uid` may still change `note` when the server's clock reads `serverNow` (as the rules say). */
export function isNoteEditable(
  note: Pick<StoredSessionNote, 'updatedBy' | 'registradoEm'>,
  uid: string,
  serverNow: number,
): boolean {
  return note.updatedBy === uid && serverNow < note.registradoEm + NOTE_EDIT_WINDOW_MS;
}

/** Milliseconds left to edit (0 when fixed). */
export function editTimeLeft(note: Pick<StoredSessionNote, 'registradoEm'>, serverNow: number): number {
  return Math.max(0, note.registradoEm + NOTE_EDIT_WINDOW_MS - serverNow);
}

/** Notes newest first (by session date, then by when they were saved), with who corrects whom. */
export function orderNotes<T extends Pick<StoredSessionNote, 'data' | 'registradoEm' | 'corrige'> & { id: string }>(
  notes: readonly T[],
): { note: T; correctedBy: string[] }[] {
  const correctedBy = new Map<string, string[]>();
  for (const n of notes) if (n.corrige) correctedBy.set(n.corrige, [...(correctedBy.get(n.corrige) ?? []), n.id]);
  return [...notes]
    .sort((a, b) => (a.data === b.data ? b.registradoEm - a.registradoEm : a.data < b.data ? 1 : -1))
    .map((note) => ({ note, correctedBy: correctedBy.get(note.id) ?? [] }));
}

type Correctable = Pick<StoredSessionNote, 'data' | 'updatedByName' | 'corrige'> & { id: string };

/**
 * What a note says of corrections, on screen and on paper: the note it corrects (its date and author)
 * and whether a later note corrects it.
 */
export function correctionLines(
  note: Correctable,
  correctedBy: readonly string[],
  notes: readonly Correctable[],
): string[] {
  const lines: string[] = [];
  if (note.corrige) {
    const corrected = notes.find((n) => n.id === note.corrige);
    lines.push(
      corrected
        ? `Correção da evolução de ${formatDateBR(corrected.data)} (${corrected.updatedByName})`
        : 'Correção de uma evolução anterior.',
    );
  }
  if (correctedBy.length > 0) lines.push('Corrigida por uma evolução posterior.');
  return lines;
}
