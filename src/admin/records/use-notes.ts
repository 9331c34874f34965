import { useCallback, useEffect, useState } from 'react';
import { loadNotes, type NoteDoc } from '../../data/records-repo';

/** The record's notes, read when the screen opens and again after each save. */
export function useNotes(studentId: string, enabled: boolean) {
  const [notes, setNotes] = useState<NoteDoc[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const reload = useCallback(
    () =>
      loadNotes(studentId).then(
        (loaded) => {
          setNotes(loaded);
          setError(null); // a read that failed before is no longer the case
        },
        (e: unknown) => setError(e),
      ),
    [studentId],
  );
  useEffect(() => {
    if (enabled) void reload();
  }, [enabled, reload]);
  return { notes, error, reload };
}
