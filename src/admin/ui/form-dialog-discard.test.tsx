import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '@mui/material';
import { historyBack } from '../testing/history-back';
import { renderAdmin } from '../testing/render-admin';
import { FormDialog } from './form-dialog';

/** A screen with one form that knows whether something was typed in it (as react-hook-form's isDirty). */
function Screen() {
  const [open, setOpen] = useState(false);
  const [nome, setNome] = useState('');
  return (
    <>
      <Button
        onClick={() => {
          setNome('');
          setOpen(true);
        }}
      >
        Novo aluno
      </Button>
      <FormDialog
        open={open}
        title="Novo aluno"
        onClose={() => setOpen(false)}
        submitLabel="Cadastrar Aluno"
        busyLabel="Cadastrando..."
        onSubmit={(event) => event.preventDefault()}
        busy={false}
        dirty={nome !== ''}
      >
        <input aria-label="Nome" value={nome} onChange={(event) => setNome(event.target.value)} />
      </FormDialog>
    </>
  );
}

const form = () => screen.queryByRole('dialog', { name: 'Novo aluno' });
const question = () => screen.queryByRole('dialog', { name: 'Descartar alterações?' });
const back = historyBack;

describe('FormDialog with something typed', () => {
  it('Back asks too, and the form keeps its history step: the next Back still asks, not leaves the screen', async () => {
    const { user } = renderAdmin(<Screen />);
    await user.click(screen.getByRole('button', { name: 'Novo aluno' }));
    await user.type(screen.getByLabelText('Nome'), 'Ana');
    await back();
    await waitFor(() => expect(question()).toBeVisible());
    // Back again answers the question, as Continuar editando.
    await back();
    await waitFor(() => expect(question()).not.toBeInTheDocument());
    expect(screen.getByLabelText('Nome')).toHaveValue('Ana');
    await back();
    await waitFor(() => expect(question()).toBeVisible());
    expect(screen.getByDisplayValue('Ana')).toBeInTheDocument(); // the form, under the question
  });

  it('Esc asks before throwing it away: Continuar editando keeps it, Descartar closes the form', async () => {
    const { user } = renderAdmin(<Screen />);
    await user.click(screen.getByRole('button', { name: 'Novo aluno' }));
    await user.type(screen.getByLabelText('Nome'), 'Fulana Digitada');
    await user.keyboard('{Escape}');
    expect(question()).toBeVisible();
    expect(question()).toHaveTextContent('O que você digitou neste formulário ainda não foi salvo e será perdido.');
    // Focus on the no: Enter right after Esc keeps the form.
    expect(screen.getByRole('button', { name: 'Continuar editando' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(question()).not.toBeInTheDocument());
    expect(form()).toBeVisible();
    expect(screen.getByLabelText('Nome')).toHaveValue('Fulana Digitada');

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(form()).not.toBeInTheDocument());
    // Both dialogs' history steps are taken back.
    await waitFor(() => expect((history.state as { form?: unknown } | null)?.form).toBeUndefined());
  });

  it('closes at once when nothing was typed (Esc), and on Cancelar whatever was typed', async () => {
    const { user } = renderAdmin(<Screen />);
    await user.click(screen.getByRole('button', { name: 'Novo aluno' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(form()).not.toBeInTheDocument());
    expect(question()).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Novo aluno' }));
    await user.type(screen.getByLabelText('Nome'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(form()).not.toBeInTheDocument());
    expect(question()).not.toBeInTheDocument();
  });
});
