import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../testing/render-admin';
import { UsersTable } from './users-table';

describe('UsersTable', () => {
  it("says 'Nenhum usuário encontrado' when empty", () => {
    renderAdmin(
      <UsersTable rows={[]} loading={false} selfId="me" onAction={vi.fn()} onHistory={vi.fn()} onEdit={vi.fn()} />,
    );
    expect(screen.getByText('Nenhum usuário encontrado')).toBeInTheDocument();
  });
});
