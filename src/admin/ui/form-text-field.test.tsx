import { fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it, vi } from 'vitest';
import { z } from '../../domain/z';
import { optionalDate } from '../../domain/form-fields';
import { FormTextField } from './form-text-field';

const schema = z.object({ nascimento: optionalDate });

function Harness({ save }: { save: (data: z.infer<typeof schema>) => void }) {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { nascimento: '' } });
  return (
    <form aria-label="Ficha" onSubmit={form.handleSubmit(save)}>
      <FormTextField control={form.control} name="nascimento" type="date" label="Data de nascimento" />
    </form>
  );
}

/** A date the browser shows half typed (10/03/aaaa): its value is '', as for no date. */
function halfTyped(input: HTMLElement) {
  Object.defineProperty(input, 'validity', { value: { badInput: true }, configurable: true });
}

describe('FormTextField of a date', () => {
  it('Enter in a date half typed saves nothing and says it is invalid (it saved no date at all)', async () => {
    const save = vi.fn();
    render(<Harness save={save} />);
    const input = screen.getByLabelText('Data de nascimento');
    halfTyped(input);
    // Enter in a field submits its form without leaving the field.
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.submit(screen.getByRole('form', { name: 'Ficha' }));
    expect(await screen.findByText('Data inválida')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('Enter in an empty or whole date saves it', async () => {
    const save = vi.fn();
    render(<Harness save={save} />);
    const input = screen.getByLabelText('Data de nascimento');
    fireEvent.change(input, { target: { value: '2015-03-10' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.submit(screen.getByRole('form', { name: 'Ficha' }));
    await vi.waitFor(() => expect(save).toHaveBeenCalledWith({ nascimento: '2015-03-10' }, expect.anything()));
  });
});
