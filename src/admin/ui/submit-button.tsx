import type { FormEvent } from 'react';
import { Button, type ButtonProps } from '@mui/material';

/**
 * A form's submit button. While the form saves it says it is busy and disabled, and looks it, yet
 * keeps the focus: a disabled button drops it to the top of the page or dialog, for a keyboard or a
 * screen reader. The form ignores a submit meanwhile (ignoredWhileBusy).
 */
export function SubmitButton({ busy, ...props }: ButtonProps & { busy: boolean }) {
  return (
    <Button
      type="submit"
      variant="contained"
      {...props}
      aria-disabled={busy || undefined}
      className={busy ? 'Mui-disabled' : undefined}
    />
  );
}

/** A form's submit handler that ignores a submit while `busy` (Enter pressed again on SubmitButton). */
export const ignoredWhileBusy =
  <E extends FormEvent>(busy: boolean, onSubmit: (event: E) => unknown) =>
  (event: E): void => {
    if (busy) event.preventDefault();
    else void onSubmit(event);
  };
