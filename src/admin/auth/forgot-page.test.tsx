import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { sendPasswordReset } from '../../data/session';
import { paths } from '../paths';
import ForgotPage from './forgot-page';

vi.mock('../../data/session', () => ({ sendPasswordReset: vi.fn() }));

describe('Recuperar senha', () => {
  it('takes the failure away once the e-mail it was about is being corrected', async () => {
    vi.mocked(sendPasswordReset).mockRejectedValue(Object.assign(new Error('x'), { code: 'auth/invalid-email' }));
    const router = createMemoryRouter([{ path: paths.forgot, element: <ForgotPage /> }], {
      initialEntries: [paths.forgot],
    });
    render(<RouterProvider router={router} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), 'ana@salus');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email inválido.');
    await user.type(screen.getByLabelText(/^Email/), '.test');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says it sent the link in a status region on the page from the start, with the cursor back in the field', async () => {
    vi.mocked(sendPasswordReset).mockResolvedValue();
    const router = createMemoryRouter([{ path: paths.forgot, element: <ForgotPage /> }], {
      initialEntries: [paths.forgot],
    });
    render(<RouterProvider router={router} />);
    const user = userEvent.setup();
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    await user.type(screen.getByLabelText(/^Email/), 'ana@salus.test');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await within(region).findByText(/^Se existir uma conta com este email/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
  });
});
