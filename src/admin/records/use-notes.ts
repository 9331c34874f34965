import { useCallback, useEffect, useState } from 'react';
import { loadNotes, type NoteDoc } from '../../data/records-repo';

/**
 * The record's notes, read when the screen opens and again after each save (or 'Tentar de novo').
 * `complete` false: the server did not answer, and `notes` are only those this device had kept;
 * `unreadable` notes are out of the expected format, left out of `notes`.
 */
export function useNotes(studentId: string, enabled: boolean) {
  const [read, setRead] = useState<{ notes: NoteDoc[]; complete: boolean; unreadable: number } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const reload = useCallback(
    () =>
      loadNotes(studentId).then(
        ({ rows, complete, unreadable }) => {
          setRead({ notes: rows, complete, unreadable });
          setError(null); // a read that failed before is no longer the case
        },
        (e: unknown) => setError(e),
      ),
    [studentId],
  );
  useEffect(() => {
    if (enabled) void reload();
  }, [enabled, reload]);
  return {
    notes: read?.notes ?? null,
    complete: read?.complete ?? false,
    unreadable: read?.unreadable ?? 0,
    error,
    reload,
  };
}
