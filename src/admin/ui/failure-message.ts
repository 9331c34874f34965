import { AppError } from '../../domain/app-error';
import { errorCode, errorMessage } from '../../domain/auth-errors';

/**
 * The spec's failure message as written, followed by the reason when Firebase gave one worth
 * telling (too many attempts, offline, e-mail already in use, ...) — or, for the app's own refusals
 * (salus/…), that reason alone.
 */
export function failureMessage(specMessage: string, error: unknown): string {
  // The app's own refusal says why and what to do instead: the spec's 'Tente novamente.' before it
  // would have the user repeat what cannot work.
  if (error instanceof AppError) return errorMessage(error.code, specMessage);
  const reason = errorMessage(errorCode(error), '');
  return reason && reason !== specMessage ? `${specMessage} ${reason}` : specMessage;
}
