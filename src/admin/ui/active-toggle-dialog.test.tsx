import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../testing/render-admin';
import { ActiveToggleDialog } from './active-toggle-dialog';

describe('ActiveToggleDialog', () => {
  it('tells how to bring an inactivated record back in words that fit anyone (no vê-lo)', () => {
    renderAdmin(
      <ActiveToggleDialog
        record={{ nome: 'Ana Lima', active: true }}
        noun="Aluno"
        setActive={vi.fn()}
        onClose={vi.fn()}
        focusAfter={() => null}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Inativar aluno?' });
    expect(dialog).toHaveTextContent(
      "Ana Lima deixará de aparecer nas listas. Nada é apagado: marque 'Mostrar inativos' para ver e restaurar o cadastro.",
    );
    expect(dialog).not.toHaveTextContent(/vê-lo|restaurá-lo/);
  });
});
