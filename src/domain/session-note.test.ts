import { describe, expect, it } from 'vitest';
import { NOTE_EDIT_WINDOW_MS, editTimeLeft, isNoteEditable, orderNotes, sessionNoteSchema } from './session-note';

const HOUR = 60 * 60 * 1000;
const saved = 1_750_000_000_000;

describe('session notes: 24 hours for their author', () => {
  const note = { updatedBy: 'ivo', registradoEm: saved };

  it('its author edits it until 24 hours after its first save', () => {
    expect(isNoteEditable(note, 'ivo', saved + 23 * HOUR)).toBe(true);
    expect(isNoteEditable(note, 'ivo', saved + NOTE_EDIT_WINDOW_MS - 1)).toBe(true);
  });

  it('is fixed from 24 hours on', () => {
    expect(isNoteEditable(note, 'ivo', saved + NOTE_EDIT_WINDOW_MS)).toBe(false);
  });

  it('nobody else edits it, even at once', () => {
    expect(isNoteEditable(note, 'ana', saved + 1)).toBe(false);
  });

  it('says how long is left', () => {
    expect(editTimeLeft(note, saved + 20 * HOUR)).toBe(4 * HOUR);
    expect(editTimeLeft(note, saved + 30 * HOUR)).toBe(0);
  });

  it('must say what was done', () => {
    const base = {
      data: '2025-06-09',
      conduta: 'Ponte',
      resposta: '',
      dor: 0,
      corrige: '',
      registradoEm: 1,
      createdAt: 1,
      updatedAt: 1,
    };
    expect(sessionNoteSchema.safeParse(base).success).toBe(true);
    expect(sessionNoteSchema.safeParse({ ...base, conduta: '' }).success).toBe(false);
  });
});

describe('orderNotes', () => {
  it('lists newest sessions first and says which notes correct which', () => {
    const notes = [
      { id: 'a', data: '2025-06-01', registradoEm: 1, corrige: '' },
      { id: 'b', data: '2025-06-08', registradoEm: 2, corrige: '' },
      { id: 'c', data: '2025-06-01', registradoEm: 3, corrige: 'a' },
    ];
    expect(orderNotes(notes).map(({ note, correctedBy }) => [note.id, correctedBy])).toEqual([
      ['b', []],
      ['c', []],
      ['a', ['c']],
    ]);
  });
});
