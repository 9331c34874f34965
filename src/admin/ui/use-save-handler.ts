import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import { failureMessage } from './failure-message';
import { useNotify } from './notify';

interface Options<V extends FieldValues, D> {
  save: (data: D) => Promise<unknown>;
  /** SPEC 8's success message, e.g. 'Aluno cadastrado com sucesso!'. */
  success: string;
  /** SPEC 8's failure message (the reason follows when Firebase gave one), or one per failure. */
  failure: string | ((error: unknown) => string);
  onSaved: () => void;
  onInvalid: (errors: FieldErrors<V>) => void;
}

/**
 * The submit handler of a form dialog: validate, save, say so and close; on failure keep the
 * dialog open and filled, with the reason beside the buttons and in the notification.
 */
export function useSaveHandler<V extends FieldValues, D>(form: UseFormReturn<V, unknown, D>, options: Options<V, D>) {
  const notify = useNotify();
  return form.handleSubmit(async (data) => {
    try {
      await options.save(data);
    } catch (error) {
      const message =
        typeof options.failure === 'string' ? failureMessage(options.failure, error) : options.failure(error);
      form.setError('root.server', { message });
      notify(message);
      return;
    }
    notify(options.success);
    options.onSaved();
  }, options.onInvalid);
}
