import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button, DialogTitle } from '@mui/material';
import { renderAdmin } from '../testing/render-admin';
import { viewport } from '../testing/viewport';
import { PhoneSheetDialog } from './phone-sheet-dialog';

function Screen() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Histórico</Button>
      <PhoneSheetDialog open={open} onClose={() => setOpen(false)} aria-labelledby="t">
        <DialogTitle id="t">Histórico — Ana Souza</DialogTitle>
      </PhoneSheetDialog>
    </>
  );
}

const paper = () => screen.getByRole('dialog', { name: 'Histórico — Ana Souza' });

afterEach(() => viewport(1024));

describe('PhoneSheetDialog', () => {
  it('takes the whole screen on a phone, where Back closes it and leaves the screen as it was', async () => {
    viewport(375);
    const { user } = renderAdmin(<Screen />);
    await user.click(screen.getByRole('button', { name: 'Histórico' }));
    expect(paper()).toHaveClass('MuiDialog-paperFullScreen');
    history.back();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Histórico' })).toBeVisible();
  });

  it('is a window on a wider screen', async () => {
    const { user } = renderAdmin(<Screen />);
    await user.click(screen.getByRole('button', { name: 'Histórico' }));
    expect(paper()).not.toHaveClass('MuiDialog-paperFullScreen');
  });
});
