import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '@mui/material';
import { renderAdmin } from '../testing/render-admin';
import { viewport } from '../testing/viewport';
import { FormDialog } from './form-dialog';

afterEach(() => viewport(1024));

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
