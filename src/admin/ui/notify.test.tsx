import { useEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionContext, type Session } from '../auth/session-context';
import { sessions } from '../testing/sessions';
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
});
