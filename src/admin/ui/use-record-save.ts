import { useState } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { EditConflict } from '../../domain/authorship';
import { useNotify } from './notify';
import { useFailureReport, useSaveHandler, type SaveHandlerOptions } from './use-save-handler';

/** A record that keeps versions (src/domain/authorship.ts). */
interface Versioned {
  id: string;
  version: number;
}

/** What the concurrent-edit prompt shows and offers (EditConflictDialog). */
export interface ConflictPrompt {
  author: string;
  /** The server's time of their save (epoch ms). */
  at: number;
  busy: boolean;
  /** Discard what was typed and show the version now saved. */
  onReload: () => void;
  /** Save what was typed over it (the fields changed here, on top of their version). */
  onKeepMine: () => void;
}

interface Options<V extends FieldValues, D, R extends Versioned> extends Omit<SaveHandlerOptions<V, D>, 'save'> {
  /** The record as opened; null for a new one. */
  record: R | null;
  toForm: (record: R) => DefaultValues<V>;
  /**
   * Saves `data` as a change of `base` (the version the form shows), expecting `version` on the
   * server: a newer one throws EditConflict (src/data/tracked.ts).
   */
  save: (data: D, base: R | null, version: number | undefined) => Promise<unknown>;
}

/**
 * The submit handler of a record's form (issue 18, "Concurrent edits"): when someone else saved the
 * record after it was opened here, nothing is overwritten — the user is told by whom and when, and
 * chooses to reload their version or keep theirs. Returns the handler and the prompt to show.
 */
export function useRecordSave<V extends FieldValues, D, R extends Versioned>(
  form: UseFormReturn<V, unknown, D>,
  options: Options<V, D, R>,
) {
  const [base, setBase] = useState(options.record);
  const [conflict, setConflict] = useState<{ error: EditConflict; data: D } | null>(null);
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const report = useFailureReport(form, options.failure);

  const onSubmit = useSaveHandler(form, {
    ...options,
    save: (data) => options.save(data, base, base?.version),
    onError: (error, data) => {
      if (!(error instanceof EditConflict)) return false;
      setConflict({ error, data });
      return true;
    },
  });

  const theirs = (): R | null =>
    conflict && base ? ({ ...conflict.error.current.data, id: base.id } as unknown as R) : null;
  const prompt: ConflictPrompt | null = conflict && {
    author: conflict.error.current.updatedByName,
    at: conflict.error.current.writtenAt,
    busy,
    onReload: () => {
      const current = theirs();
      setConflict(null);
      if (!current) return;
      setBase(current);
      form.reset(options.toForm(current));
    },
    onKeepMine: () => {
      setBusy(true);
      options.save(conflict.data, base, conflict.error.current.version).then(
        () => {
          setBusy(false);
          setConflict(null);
          notify(options.success);
          options.onSaved();
        },
        (error: unknown) => {
          setBusy(false);
          if (error instanceof EditConflict) setConflict({ error, data: conflict.data });
          else {
            setConflict(null);
            report(error);
          }
        },
      );
    },
  };
  return { onSubmit, conflict: prompt };
}
