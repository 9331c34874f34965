import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../paths';
import { renderAdmin } from '../testing/render-admin';
import { sessions } from '../testing/sessions';
import AdminNav from './admin-nav';

describe('AdminNav', () => {
  it("highlights the current screen's item, not only announces it", async () => {
    renderAdmin(<AdminNav onNavigate={vi.fn()} />, { url: paths.students, session: sessions.instrutor });
    const current = screen.getByRole('link', { name: 'Alunos / Pacientes' });
    const other = screen.getByRole('link', { name: 'Dashboard' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveClass('Mui-selected');
    expect(other).not.toHaveClass('Mui-selected');
    expect(getComputedStyle(current).backgroundColor).not.toBe(getComputedStyle(other).backgroundColor);
  });
});
