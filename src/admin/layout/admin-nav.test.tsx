import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { sessions } from '../testing/sessions';
import { SessionContext, type Session } from '../auth/session-context';
import { AdminNav } from './admin-nav';

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
      'Instruções de Uso',
    ]);
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
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
