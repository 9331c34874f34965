import { errorCode, errorMessage } from '../../domain/auth-errors';

/**
 * The spec's failure message as written, followed by the reason when Firebase gave one worth
 * telling (too many attempts, offline, e-mail already in use, ...).
 */
export function failureMessage(specMessage: string, error: unknown): string {
  const reason = errorMessage(errorCode(error), '');
  return reason && reason !== specMessage ? `${specMessage} ${reason}` : specMessage;
}
