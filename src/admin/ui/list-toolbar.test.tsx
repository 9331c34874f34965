// Typing in 'Buscar' filters the table; a screen reader hears how many records are left, where the
// table changed silently before.
import { useState } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GridColDef } from '@mui/x-data-grid';
import { live } from '../testing/factories';
import { renderAdmin } from '../testing/render-admin';
import type { ListFilters } from './list-filters';
import { RecordsScreen } from './records-screen';

interface Person {
  id: string;
  nome: string;
  active: boolean;
}
const people: Person[] = ['Ana Souza', 'Ana Lima', 'Bia Rocha', 'Caio Dias'].map((nome) => ({
  id: nome,
  nome,
  active: true,
}));
const columns: GridColDef<Person>[] = [{ field: 'nome', headerName: 'Nome', flex: 1 }];

/** A list screen as Alunos composes it: the filters in state, the rows filtered by the search. */
function People({ loading = false }: { loading?: boolean }) {
  const [filters, setFilters] = useState<ListFilters>({ q: '', inactive: false, page: 0, pageSize: 100, sort: '' });
  const q = filters.q.trim().toLowerCase();
  const shown = people.filter((p) => p.nome.toLowerCase().includes(q));
  return (
    <RecordsScreen<Person>
      title="Alunos / Pacientes"
      searchHint="Nome"
      newLabel="Novo Aluno"
      noun="Aluno"
      filters={filters}
      onFiltersChange={setFilters}
      list={live(loading ? [] : shown, { loading })}
      columns={columns}
      secondary={[]}
      setActive={vi.fn()}
      renderDialog={() => null}
    />
  );
}

describe('ListToolbar: the search says how many records it shows', { timeout: 30_000 }, () => {
  it("says '2 resultados', '1 resultado', 'Nenhum resultado' as the search changes, nothing without one", async () => {
    const { user } = renderAdmin(<People />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^$/);
    const search = screen.getByRole('searchbox', { name: 'Buscar' });
    await user.type(search, 'ana');
    expect(status).toHaveTextContent('2 resultados');
    await user.type(search, ' s');
    expect(status).toHaveTextContent('1 resultado');
    await user.type(search, 'x');
    expect(status).toHaveTextContent('Nenhum resultado');
    await user.clear(search);
    expect(status).toHaveTextContent(/^$/);
  });

  it('says no count while the records are loading', async () => {
    const { user } = renderAdmin(<People loading />);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'ana');
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
  });
});
