import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePendingUsers } from '../../data/shell-hooks';
import { aUser, live } from '../testing/factories';
import { sessions } from '../testing/sessions';
import { SessionContext, type Session } from '../auth/session-context';
import AdminNav from './admin-nav';

vi.mock('../../data/shell-hooks', () => ({ usePendingUsers: vi.fn() }));
beforeEach(() => {
  vi.mocked(usePendingUsers).mockReturnValue(live([]));
});

function renderNav(session: Session) {
  render(
    <SessionContext.Provider value={session}>
      <MemoryRouter>
        <AdminNav onNavigate={() => undefined} />
      </MemoryRouter>
    </SessionContext.Provider>,
  );
  return screen.queryAllByRole('link').map((link) => link.textContent);
}

describe('AdminNav', () => {
  it('shows an admin every screen, the guide and Sair', () => {
    expect(renderNav(sessions.admin)).toEqual([
      'Dashboard',
      'Alunos / Pacientes',
      'Instrutores',
      'Usuários',
      'Pagamentos',
      'Relatórios',
      'Feriados e recesso',
      'Instruções de Uso',
    ]);
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
  });

  it('shows an admin how many users wait for approval, beside Usuários', async () => {
    vi.mocked(usePendingUsers).mockReturnValue(live([aUser({ active: 'pending' }), aUser({ active: 'pending' })]));
    renderNav(sessions.admin);
    expect(await screen.findByRole('link', { name: 'Usuários 2 aguardando aprovação' })).toBeInTheDocument();
  });

  it('hides Usuários, Pagamentos and Relatórios from an instrutor', () => {
    expect(renderNav(sessions.instrutor)).toEqual([
      'Dashboard',
      'Alunos / Pacientes',
      'Instrutores',
      'Instruções de Uso',
    ]);
  });

  it('offers Login and Criar usuário when signed out, and no Sair', () => {
    expect(renderNav(sessions.signedOut)).toEqual(['Login', 'Criar usuário', 'Instruções de Uso']);
    expect(screen.queryByRole('button', { name: 'Sair' })).not.toBeInTheDocument();
  });

  it('gives a pending user only the guide and Sair', () => {
    expect(renderNav(sessions.pending)).toEqual(['Instruções de Uso']);
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
  });

  it('opens the guide in a new tab, safely', () => {
    renderNav(sessions.instrutor);
    const guide = screen.getByRole('link', { name: 'Instruções de Uso' });
    expect(guide).toHaveAttribute('target', '_blank');
    expect(guide).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
