import { useCallback, useEffect, useRef, useState } from 'react';
import { openRecord, rereadRecord, type RecordDoc } from '../../data/records-repo';

export type Opened =
  | { status: 'loading' }
  | { status: 'denied' }
  | { status: 'failed'; error: unknown }
  | { status: 'open'; record: RecordDoc | null };

const isDenied = (error: unknown) => (error as { code?: unknown } | null)?.code === 'permission-denied';

/**
 * Opens the record once per mount (the opening is logged: records-repo.ts) and reads it again after
 * a save without logging a new opening. Refused by the rules: 'denied', and nothing was read.
 */
export function useOpenedRecord(studentId: string) {
  const [opened, setOpened] = useState<Opened>({ status: 'loading' });
  // React's StrictMode (the development server) runs the effect twice on mount: one opening, logged
  // once, as in the production build.
  const opening = useRef<{ studentId: string; record: Promise<RecordDoc | null> } | null>(null);
  useEffect(() => {
    let live = true;
    if (opening.current?.studentId !== studentId) opening.current = { studentId, record: openRecord(studentId) };
    opening.current.record.then(
      (record) => live && setOpened({ status: 'open', record }),
      (error: unknown) => live && setOpened(isDenied(error) ? { status: 'denied' } : { status: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [studentId]);
  const reread = useCallback(
    () =>
      rereadRecord(studentId).then(
        (record) => setOpened({ status: 'open', record }),
        (error: unknown) => setOpened({ status: 'failed', error }),
      ),
    [studentId],
  );
  return { opened, reread };
}
