import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fieldOfError, messageForError } from '../../domain/auth-errors';
import { failureMessage } from './failure-message';
import { useNotify } from './notify';

export interface SaveHandlerOptions<V extends FieldValues, D> {
  save: (data: D) => Promise<unknown>;
  /** SPEC 8's success message, e.g. 'Aluno cadastrado com sucesso!'. */
  success: string;
  /** Said instead when `save` resolves false: nothing had changed, and nothing was written. */
  unchanged?: string;
  /** SPEC 8's failure message (the reason follows when Firebase gave one), or one per failure. */
  failure: string | ((error: unknown) => string);
  onSaved: () => void;
  onInvalid: (errors: FieldErrors<V>) => void;
  /** Takes over a failure it knows how to handle (true), e.g. a record changed elsewhere. */
  onError?: (error: unknown, data: D) => boolean;
}

/** Says a failed save: beside the buttons (the form keeps what was typed) and in the notification. */
export function useFailureReport<V extends FieldValues, D>(
  form: UseFormReturn<V, unknown, D>,
  failure: SaveHandlerOptions<V, D>['failure'],
) {
  const notify = useNotify();
  return (error: unknown) => {
    const message = typeof failure === 'string' ? failureMessage(failure, error) : failure(error);
    form.setError('root.server', { message });
    // A failure about one field (an e-mail already in use) is said beside that field too.
    const field = fieldOfError(error);
    if (field && field in form.getValues())
      form.setError(field as Path<V>, { message: messageForError(error, '') }, { shouldFocus: true });
    notify(message, 'error', { transient: true });
  };
}

/** Says a save done: its success, or that nothing had changed (`written` false). */
export function notifySaved(
  notify: ReturnType<typeof useNotify>,
  options: Pick<SaveHandlerOptions<FieldValues, unknown>, 'success' | 'unchanged'>,
  written: unknown,
): void {
  if (written === false && options.unchanged) notify(options.unchanged, 'info');
  else notify(options.success);
}

/**
 * The submit handler of a form dialog: validate, save, say so and close; on failure keep the
 * dialog open and filled, with the reason beside the buttons and in the notification.
 */
export function useSaveHandler<V extends FieldValues, D>(
  form: UseFormReturn<V, unknown, D>,
  options: SaveHandlerOptions<V, D>,
) {
  const notify = useNotify();
  const report = useFailureReport(form, options.failure);
  return form.handleSubmit(async (data) => {
    let written: unknown;
    try {
      written = await options.save(data);
    } catch (error) {
      if (!options.onError?.(error, data)) report(error);
      return;
    }
    notifySaved(notify, options, written);
    options.onSaved();
  }, options.onInvalid);
}
