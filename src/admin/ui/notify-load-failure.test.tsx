// The snackbar's code is fetched on its own, above every screen's error boundary: when it cannot be
// fetched (offline before it ever was), a message is still said, plainly, and the page stays.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SessionContext } from '../auth/session-context';
import { sessions } from '../testing/sessions';
import { NotifyProvider, useNotify } from './notify';

vi.mock('./notify-snackbar', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

function SaveButton() {
  const notify = useNotify();
  return <button onClick={() => notify('Aluno cadastrado com sucesso!')}>Salvar</button>;
}

describe('NotifyProvider without the snackbar’s code', () => {
  it('says the message plainly, with a Fechar, and keeps the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the failed import
    render(
      <SessionContext.Provider value={sessions.admin}>
        <NotifyProvider>
          <SaveButton />
        </NotifyProvider>
      </SessionContext.Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Aluno cadastrado com sucesso!');
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeInTheDocument();
  });
});
