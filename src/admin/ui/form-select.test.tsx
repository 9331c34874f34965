import { useForm } from 'react-hook-form';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../testing/render-admin';
import { FormSelect } from './form-select';

function Harness({ onValue }: { onValue: (value: string) => void }) {
  const { control, handleSubmit, setError } = useForm({ defaultValues: { disciplina: '' } });
  return (
    <form
      onSubmit={handleSubmit((values) => {
        onValue(values.disciplina);
        if (!values.disciplina) setError('disciplina', { message: 'Selecione a disciplina' });
      })}
    >
      <FormSelect
        control={control}
        name="disciplina"
        label="Disciplina"
        emptyLabel="Nenhuma"
        options={[
          { value: 'pilates', label: 'Pilates' },
          { value: 'ballet', label: 'Ballet Infantil' },
        ]}
      />
      <button type="submit">Salvar</button>
    </form>
  );
}

describe('FormSelect', () => {
  it('shows its message beside the field, then gives the chosen value', async () => {
    const values: string[] = [];
    const { user } = renderAdmin(<Harness onValue={(value) => values.push(value)} />);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Selecione a disciplina')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Disciplina' }));
    await user.click(screen.getByRole('option', { name: 'Ballet Infantil' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(values).toEqual(['', 'ballet']);
  });
});
