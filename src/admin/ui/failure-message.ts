import { errorCode, errorMessage } from '../../domain/auth-errors';

/**
 * The spec's failure message as written, followed by the reason when Firebase gave one worth
 * telling (too many attempts, offline, e-mail already in use, ...) — or, for the app's own refusals
 * (salus/…: auth-errors.ts, or the error's own message), that reason alone.
 */
export function failureMessage(specMessage: string, error: unknown): string {
  // The app's own refusal says why and what to do instead: the spec's 'Tente novamente.' before it
  // would have the user repeat what cannot work.
  const code = errorCode(error);
  if (code?.startsWith('salus/') && error instanceof Error) return errorMessage(code, error.message);
  const reason = errorMessage(code, '');
  return reason && reason !== specMessage ? `${specMessage} ${reason}` : specMessage;
}
