import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '@mui/material';
import { historyBack } from '../testing/history-back';
import { renderAdmin } from '../testing/render-admin';
import { FormDialog } from './form-dialog';
import { PhoneSheetDialog } from './phone-sheet-dialog';

const conflict = { author: 'Beto', at: 0, busy: true, onReload: () => undefined, onKeepMine: () => undefined };

/** A screen with one form, whose save stays in flight (or, `conflicted`, asks 'Manter o meu'). */
function Screen({ conflicted = false }: { conflicted?: boolean }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Novo aluno</Button>
      <FormDialog
        open={open}
        title="Novo aluno"
        onClose={() => setOpen(false)}
        submitLabel="Cadastrar Aluno"
        busyLabel="Cadastrando..."
        onSubmit={(event) => {
          event.preventDefault();
          setBusy(true);
        }}
        busy={busy && !conflicted}
        conflict={conflicted && busy ? conflict : null}
      >
        <input aria-label="Nome" defaultValue="" />
      </FormDialog>
    </>
  );
}

const back = historyBack;

describe("FormDialog and the browser's Back", () => {
  it('Back closes the form, not the screen; Cancelar takes its history step back', async () => {
    const { user } = renderAdmin(<Screen />);
    const before = history.length;
    await user.click(screen.getByRole('button', { name: 'Novo aluno' }));
    expect(history.length).toBe(before + 1);
    await back();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Novo aluno' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Novo aluno' }));
    const opened = history.state as unknown;
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(history.state).not.toEqual(opened));
    expect((history.state as { form?: unknown } | null)?.form).toBeUndefined();
  });

  it('Back during a save keeps the form and what was typed', async () => {
    const { user } = renderAdmin(<Screen />);
    await user.click(screen.getByRole('button', { name: 'Novo aluno' }));
    await user.type(screen.getByLabelText('Nome'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Cadastrar Aluno' }));
    await back();
    expect(screen.getByRole('dialog', { name: 'Novo aluno' })).toBeVisible();
    expect(screen.getByLabelText('Nome')).toHaveValue('Ana');
    // Its step is back in place: the next Back, once saved, still closes only the form.
    expect((history.state as { form?: unknown } | null)?.form).toBeDefined();
  });

  it("Back while 'Manter o meu' saves keeps the form (its save has no busy form of its own)", async () => {
    const { user } = renderAdmin(<Screen conflicted />);
    await user.click(screen.getByRole('button', { name: 'Novo aluno' }));
    await user.type(screen.getByLabelText('Nome'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Cadastrar Aluno' }));
    expect(screen.getByRole('dialog', { name: 'Registro alterado por outra pessoa' })).toBeVisible();
    await back();
    // Past the dialogs' closing transition: the form is still there, with what was typed.
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(screen.getByRole('dialog', { name: 'Registro alterado por outra pessoa' })).toBeVisible();
    expect(screen.getByDisplayValue('Ana')).toBeInTheDocument();
  });
});

/** 'Detalhes do horário' → 'Editar': the details close as the form opens, in one render. */
function DetailsThenForm() {
  const [shown, setShown] = useState<'details' | 'form' | null>(null);
  return (
    <>
      <Button onClick={() => setShown('details')}>Abrir aula</Button>
      <PhoneSheetDialog open={shown === 'details'} onClose={() => setShown(null)} aria-label="Detalhes do horário">
        <Button onClick={() => setShown('form')}>Editar</Button>
      </PhoneSheetDialog>
      <FormDialog
        open={shown === 'form'}
        title="Editar agenda"
        onClose={() => setShown(null)}
        busy={false}
        submitLabel="Salvar"
        busyLabel="Salvando..."
        onSubmit={(event) => event.preventDefault()}
      >
        <input aria-label="Nome" defaultValue="" />
      </FormDialog>
    </>
  );
}

describe('dialogs that close as another opens', () => {
  it('leave no step behind: once the last is closed, Back goes where it went before the first opened', async () => {
    const { user } = renderAdmin(<DetailsThenForm />);
    await user.click(screen.getByRole('button', { name: 'Abrir aula' }));
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    // Back at the page's own entry, the history's steps above it taken back (none is left marked).
    await waitFor(() => expect((history.state as { form?: unknown } | null)?.form).toBeUndefined());
  });
});
