// The admin's menu loads the pending-users count's code on its own, outside the screens' error
// boundary: when that code cannot be fetched (a deploy removed it, the network dropped), the menu
// stays, without the count — never an empty page.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { sessions } from '../testing/sessions';
import { SessionContext } from '../auth/session-context';
import AdminNav from './admin-nav';

vi.mock('./pending-users-count', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('AdminNav without the pending count’s code', () => {
  it('still shows every menu item', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the error
    render(
      <SessionContext.Provider value={sessions.admin}>
        <MemoryRouter>
          <AdminNav onNavigate={() => undefined} />
        </MemoryRouter>
      </SessionContext.Provider>,
    );
    // The import failed (React reported it), and the menu is still there.
    await vi.waitFor(() => expect(reported).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Usuários' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Relatórios' })).toBeInTheDocument();
  });
});
