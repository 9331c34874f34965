import { useState } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { EditConflict } from '../../domain/authorship';
import { useNotify } from './notify';
import { notifySaved, useFailureReport, useSaveHandler, type SaveHandlerOptions } from './use-save-handler';

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
  /**
   * A new record's id when it is known before the save (a student's prontuário is theirs): someone
   * else creating it meanwhile is then a conflict to reload or keep mine over, like an edit's.
   */
  id?: string;
  toForm: (record: R) => DefaultValues<V>;
  /**
   * Saves `data` as a change of `base` (the version the form shows), expecting `version` on the
   * server: a newer one throws EditConflict (src/data/tracked.ts). On 'Manter o meu', `theirs` is the
   * record as the conflict showed it (for the versions of a record's private part).
   */
  save: (data: D, base: R | null, version: number | undefined, theirs?: R | null) => Promise<unknown>;
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

  const id = base?.id ?? options.id;
  const theirs = (): R | null =>
    conflict && id !== undefined ? ({ ...conflict.error.current.data, id } as unknown as R) : null;
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
      // A save that refuses at once (a note past its 24 hours) throws before any promise: a rejection
      // too, so the prompt closes and the form says why, not 'Salvando...' for good.
      Promise.resolve()
        .then(() => options.save(conflict.data, base, conflict.error.current.version, theirs()))
        .then(
          (written) => {
            setBusy(false);
            setConflict(null);
            notifySaved(notify, options, written);
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
  // `base`: the version the form shows — after 'Recarregar', theirs (its history restores from it).
  return { onSubmit, conflict: prompt, base };
}
