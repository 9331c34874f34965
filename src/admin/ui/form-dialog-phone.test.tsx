import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '@mui/material';
import { setPending } from '../../data/save-status';
import { renderAdmin } from '../testing/render-admin';
import { viewport } from '../testing/viewport';
import { FormDialog } from './form-dialog';

afterEach(() => {
  viewport(1024);
  vi.unstubAllGlobals();
});

const form = () =>
  renderAdmin(
    <FormDialog
      open
      title="Editar aluno"
      onClose={() => undefined}
      onSubmit={(event) => event.preventDefault()}
      busy={false}
      submitLabel="Salvar"
      busyLabel="Salvando..."
      extraActions={<Button>Imprimir Contrato</Button>}
    >
      <input aria-label="Nome" />
    </FormDialog>,
  );
/** The bar that stays at the foot of the form (MUI's DialogActions). */
const footer = () => screen.getByRole('button', { name: 'Salvar' }).parentElement!;

describe('FormDialog: its other actions', () => {
  it('on a phone come after the fields, leaving the footer to Cancelar and the save', () => {
    viewport(375);
    form();
    expect(footer()).not.toContainElement(screen.getByRole('button', { name: 'Imprimir Contrato' }));
    expect(
      screen.getByLabelText('Nome').compareDocumentPosition(screen.getByRole('button', { name: 'Imprimir Contrato' })),
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('on a wider screen sit in the footer beside them', () => {
    form();
    expect(footer()).toContainElement(screen.getByRole('button', { name: 'Imprimir Contrato' }));
  });
});

describe('FormDialog: offline', () => {
  // It covers a phone's screen, the top bar with 'Sem conexão' too: a change made there looked saved.
  it('on a phone says offline and what waits to be sent, as the top bar it covers does', async () => {
    viewport(375);
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    setPending(1);
    try {
      form();
      const dialog = screen.getByRole('dialog', { name: 'Editar aluno' });
      const status = within(dialog).getByRole('status', { name: 'Sincronização' });
      expect(status).toHaveTextContent(/^Sem conexão · 1 alteração aguardando envio$/);
    } finally {
      setPending(-1);
    }
  });

  it('on a wider screen leaves it to the top bar, in sight beside the dialog', () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    form();
    expect(within(screen.getByRole('dialog')).queryByRole('status')).toBeNull();
  });
});
