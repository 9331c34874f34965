// A dialog opened over another is announced by its own title: each takes a unique id (useId), where
// two fixed ids named both dialogs after the first title in the page.
import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../testing/render-admin';
import { ConfirmDialog } from './confirm-dialog';
import { FormDialog } from './form-dialog';

const dialogNamed = (name: string) => screen.getByRole('dialog', { name, hidden: true });

const form = (title: string, children: ReactNode = null) => (
  <FormDialog
    open
    title={title}
    onClose={vi.fn()}
    onSubmit={vi.fn()}
    busy={false}
    submitLabel="Salvar"
    busyLabel="Salvando..."
  >
    {children}
  </FormDialog>
);

const confirm = (title: string) => (
  <ConfirmDialog open title={title} message="Tem certeza?" confirmLabel="Sim" onConfirm={vi.fn()} onClose={vi.fn()} />
);

describe('dialog titles', () => {
  it('names a form opened over another form by its own title', () => {
    renderAdmin(form('Editar Aluno', form('Novo Pagamento')));
    expect(dialogNamed('Editar Aluno')).toBeInTheDocument();
    expect(dialogNamed('Novo Pagamento')).toBeInTheDocument();
  });

  it('names a confirmation opened over another by its own title', () => {
    renderAdmin(
      <>
        {confirm('Inativar aluno?')}
        {confirm('Sair sem salvar?')}
      </>,
    );
    expect(dialogNamed('Inativar aluno?')).toBeInTheDocument();
    expect(dialogNamed('Sair sem salvar?')).toBeInTheDocument();
  });
});
