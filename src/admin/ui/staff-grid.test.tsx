import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GridColDef } from '@mui/x-data-grid';
import { renderAdmin } from '../testing/render-admin';
import type { TableView } from './list-filters';
import { RecordsGrid } from './records-grid';
import { StaffGrid } from './staff-grid';

interface Row {
  id: string;
  nome: string;
  active: boolean;
}
const columns: GridColDef<Row>[] = [{ field: 'nome', headerName: 'Nome', flex: 1 }];

/** A list whose rows arrive after a while, opened at its second page (Back from a record). */
function Arriving({ onPageChange }: { onPageChange: (page: number) => void }) {
  const [loaded, setLoaded] = useState(false);
  const [view, setView] = useState<TableView>({ page: 1, pageSize: 100, sort: '' });
  const rows = Array.from({ length: 150 }, (_, i) => ({ id: String(i), nome: `Pessoa ${i + 1}`, active: true }));
  return (
    <>
      <button type="button" onClick={() => setLoaded(true)}>
        Chegaram
      </button>
      <StaffGrid
        label="Lista"
        rows={loaded ? rows : []}
        columns={columns}
        secondary={[]}
        loading={!loaded}
        view={view}
        onViewChange={(next) => {
          onPageChange(next.page);
          setView(next);
        }}
      />
    </>
  );
}

describe('StaffGrid', () => {
  it('keeps the page asked for while the rows load, and shows it when they come', async () => {
    const onPageChange = vi.fn();
    const { user } = renderAdmin(<Arriving onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Chegaram' }));
    expect(await screen.findByText('101–150 de 150')).toBeInTheDocument();
    expect(onPageChange).not.toHaveBeenCalledWith(0);
  });

  it("says the screen's own words when empty, not MUI's 'Nenhuma linha'", () => {
    renderAdmin(
      <StaffGrid
        label="Alunos"
        rows={[]}
        columns={columns}
        secondary={[]}
        loading={false}
        noRowsLabel="Nenhum aluno encontrado"
      />,
    );
    expect(screen.getByText('Nenhum aluno encontrado')).toBeInTheDocument();
    expect(screen.queryByText('Nenhuma linha')).toBeNull();
  });

  it("passes a list screen's empty text through RecordsGrid", () => {
    renderAdmin(
      <RecordsGrid
        label="Instrutores"
        rows={[]}
        columns={columns}
        secondary={[]}
        loading={false}
        noRowsLabel="Nenhum instrutor encontrado"
        onEdit={() => undefined}
        onToggleActive={() => undefined}
      />,
    );
    expect(screen.getByText('Nenhum instrutor encontrado')).toBeInTheDocument();
  });

  it('rows that could not be read are not called none (Pagamentos and Usuários pass it too)', () => {
    renderAdmin(
      <StaffGrid
        label="Usuários"
        rows={[]}
        columns={columns}
        secondary={[]}
        loading={false}
        failed
        noRowsLabel="Nenhum usuário encontrado"
      />,
    );
    expect(screen.getByText('Não foi possível carregar a lista.')).toBeInTheDocument();
    expect(screen.queryByText('Nenhum usuário encontrado')).toBeNull();
  });

  it("says 'Nenhum registro encontrado' when the screen names no record", () => {
    renderAdmin(<StaffGrid label="Lista" rows={[]} columns={columns} secondary={[]} loading={false} />);
    expect(screen.getByText('Nenhum registro encontrado')).toBeInTheDocument();
  });

  it("offers 'Gerenciar colunas' (Brazilian), not 'Gerir colunas', in the column menu", async () => {
    const { user } = renderAdmin(
      <StaffGrid
        label="Lista"
        rows={[{ id: '1', nome: 'Ana', active: true }]}
        columns={columns}
        secondary={[]}
        loading={false}
      />,
    );
    await user.click(screen.getByLabelText('menu da coluna Nome'));
    expect(await screen.findByRole('menuitem', { name: 'Gerenciar colunas' })).toBeInTheDocument();
    expect(screen.queryByText('Gerir colunas')).toBeNull();
  });

  it("hides a column with 'Ocultar coluna' and shows it again from 'Gerenciar colunas'", async () => {
    const two: GridColDef<Row>[] = [...columns, { field: 'email', headerName: 'Email', flex: 1 }];
    const { user } = renderAdmin(
      <StaffGrid
        label="Lista"
        rows={[{ id: '1', nome: 'Ana', active: true }]}
        columns={two}
        secondary={[]}
        loading={false}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Email' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('menu da coluna Email'));
    await user.click(await screen.findByRole('menuitem', { name: 'Ocultar coluna' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Email' })).toBeNull());
    await user.click(screen.getByLabelText('menu da coluna Nome'));
    await user.click(await screen.findByRole('menuitem', { name: 'Gerenciar colunas' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Email' }));
    expect(await screen.findByRole('columnheader', { name: 'Email' })).toBeInTheDocument();
  });
});
