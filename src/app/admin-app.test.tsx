import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminRoot } from './admin-app';

describe('AdminRoot', () => {
  it('says in Portuguese that the build has no Firebase configuration, naming what is missing', async () => {
    render(
      <AdminRoot env={{ MODE: 'production', VITE_FIREBASE_PROJECT_ID: 'estudio' }}>
        <p>área da equipe</p>
      </AdminRoot>,
    );
    expect(await screen.findByRole('heading', { name: 'A área da equipe não está configurada' })).toBeVisible();
    expect(screen.getByText(/VITE_FIREBASE_API_KEY, VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_APP_ID/)).toBeVisible();
    expect(screen.queryByText('área da equipe')).not.toBeInTheDocument();
  });

  it('opens the staff tool when configured (or wired to the emulators)', () => {
    render(
      <AdminRoot env={{ VITE_USE_EMULATORS: 'true' }}>
        <p>área da equipe</p>
      </AdminRoot>,
    );
    expect(screen.getByText('área da equipe')).toBeVisible();
    expect(screen.queryByRole('heading', { name: /não está configurada/ })).not.toBeInTheDocument();
  });
});
