import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../testing/render-admin';
import { rowOf } from '../testing/queries';
import { viewport } from '../testing/viewport';
import { RecordsGrid } from './records-grid';

afterEach(() => viewport(1024));

const rows = [
  { id: 'ana', nome: 'Ana Souza', active: true },
  { id: 'bia', nome: 'Beatriz Lima', active: false },
];

const show = () =>
  renderAdmin(
    <RecordsGrid
      label="Alunos / Pacientes"
      rows={rows}
      columns={[{ field: 'nome', headerName: 'Nome', flex: 1 }]}
      secondary={[]}
      loading={false}
      onEdit={vi.fn()}
      onToggleActive={vi.fn()}
    />,
  );

describe('RecordsGrid', () => {
  it('says Ativo or Inativo under the name on a phone, where there is no Situação column', () => {
    viewport(375);
    show();
    expect(screen.queryByRole('columnheader', { name: 'Situação' })).not.toBeInTheDocument();
    expect(within(rowOf('Beatriz Lima')).getByText('Inativo')).toBeInTheDocument();
    expect(within(rowOf('Ana Souza')).getByText('Ativo')).toBeInTheDocument();
  });

  it("keeps the name column's own cell on a phone (e.g. an alert beside the name), with the status under it", () => {
    viewport(375);
    renderAdmin(
      <RecordsGrid
        label="Alunos / Pacientes"
        rows={rows}
        columns={[
          {
            field: 'nome',
            headerName: 'Nome',
            flex: 1,
            renderCell: ({ row }) => (
              <span>
                {row.nome} <button type="button">Alerta de {row.nome}</button>
              </span>
            ),
          },
        ]}
        secondary={[]}
        loading={false}
        onEdit={vi.fn()}
        onToggleActive={vi.fn()}
      />,
    );
    const row = rowOf('Beatriz Lima');
    expect(within(row).getByRole('button', { name: 'Alerta de Beatriz Lima' })).toBeInTheDocument();
    expect(within(row).getByText('Inativo')).toBeInTheDocument();
  });

  it('says it in the Situação column on a wider screen', () => {
    show();
    expect(screen.getByRole('columnheader', { name: 'Situação' })).toBeInTheDocument();
    expect(within(rowOf('Beatriz Lima')).getByText('Inativo')).toBeInTheDocument();
  });
});
