import { useEffect } from 'react';
import { Dialog } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionContext, type Session } from '../auth/session-context';
import { sessions } from '../testing/sessions';
import { viewport } from '../testing/viewport';
import { NotifyProvider, useNotify } from './notify';

function Failing() {
  const notify = useNotify();
  useEffect(() => notify('Não foi possível salvar “Ana Souza”: o servidor recusou a alteração.'), [notify]);
  return null;
}

const app = (session: Session) => (
  <SessionContext.Provider value={session}>
    <NotifyProvider>
      <Failing />
    </NotifyProvider>
  </SessionContext.Provider>
);

describe('NotifyProvider', () => {
  it('drops the messages of a session that ended: the next person at the computer does not read them', async () => {
    const { rerender } = render(app(sessions.admin));
    expect(await screen.findByText(/Ana Souza/)).toBeInTheDocument();
    rerender(app({ status: 'signed-out', notice: null }));
    expect(screen.queryByText(/Ana Souza/)).toBeNull();
  });

  it('on a phone, says a message over a dialog at the top: the dialog has its buttons at the bottom', async () => {
    viewport(375);
    try {
      const { rerender } = render(app(sessions.admin));
      const snackbar = () => screen.getByText(/Ana Souza/).closest('.MuiSnackbar-root');
      await screen.findByText(/Ana Souza/);
      expect(snackbar()?.className).toContain('MuiSnackbar-anchorOriginBottomCenter'); // no dialog open
      rerender(<>{null}</>);
      render(<Dialog open />); // a form, full screen on a phone
      await screen.findByRole('dialog');
      render(app(sessions.admin));
      await screen.findByText(/Ana Souza/);
      expect(snackbar()?.className).toContain('MuiSnackbar-anchorOriginTopCenter');
    } finally {
      viewport(1024);
    }
  });
});
