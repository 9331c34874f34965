// Relatórios: the month's attendance, the students often absent, the make-up credits.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useStudents } from '../../data/hooks';
import { useCreditsBetween } from '../../data/week-hooks';
import { downloadCsv } from '../ui/download-csv';
import { live } from '../testing/factories';
import { renderAdmin } from '../testing/render-admin';
import { viewport } from '../testing/viewport';
import ReportsPage from './reports-page';
import { ana, bia, caio, region, setUpReportsTests } from './reports-test-setup';

vi.mock('../../data/hooks', () => import('./reports-hooks-mock'));
vi.mock('../../data/week-hooks');
vi.mock('../ui/download-csv', () => ({ downloadCsv: vi.fn() }));

setUpReportsTests();

describe('ReportsPage: attendance', { timeout: 60_000 }, () => {
  it('shows the month’s attendance, repeated unjustified absences and make-up credits', () => {
    renderAdmin(<ReportsPage />, { url: '/admin/relatorios?mes=2025-06' });
    const month = screen.getByRole('region', { name: 'Frequência do mês' });
    expect(within(month).getByText('Frequência geral: 50,0%')).toBeInTheDocument();
    const byInstructor = within(month).getByRole('table', { name: 'Por instrutor' });
    expect(
      within(byInstructor)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['Por instrutorPresençasMarcaçõesFrequência', 'Carla Nunes4850,0%']);
    const absent = screen.getByRole('region', { name: 'Faltas sem justificativa (3 ou mais nos últimos 30 dias)' });
    expect(
      within(absent)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['AlunoFaltas', 'Bia Lima3']);
    const credits = screen.getByRole('region', { name: 'Créditos de reposição no mês' });
    expect(credits).toHaveTextContent('Gerados: 1 · Usados: 0 · Expirados: 0');
  });

  it('on a phone, each rate in a column beside the name, with the presences of the marks under it', () => {
    viewport(375);
    try {
      renderAdmin(<ReportsPage />, { url: '/admin/relatorios?mes=2025-06' });
      const month = screen.getByRole('region', { name: 'Frequência do mês' });
      const byInstructor = within(month).getByRole('table', { name: 'Por instrutor' });
      expect(
        within(byInstructor)
          .getAllByRole('row')
          .map((r) => [...r.children].map((cell) => cell.textContent)),
      ).toEqual([
        ['Por instrutor', 'Frequência (presenças de marcações)'],
        ['Carla Nunes', '50,0%4 de 8'],
      ]);
      // The closings too: the share of the month under each total.
      const closing = within(screen.getByRole('region', { name: 'Fechamento mensal' })).getAllByRole('table')[0]!;
      expect([...within(closing).getAllByRole('row')[0]!.children].map((cell) => cell.textContent)).toEqual([
        'Forma de pagamento',
        'Pagamentos',
        'Total (% do total)',
      ]);
    } finally {
      viewport(1024);
    }
  });

  it('exports the month’s attendance and the repeated absences as CSV, with the figures on screen', () => {
    renderAdmin(<ReportsPage />, { url: '/admin/relatorios?mes=2025-06' });
    fireEvent.click(within(region('Frequência do mês')).getByRole('button', { name: /Exportar CSV/ }));
    expect(downloadCsv).toHaveBeenLastCalledWith('frequencia-2025-06.csv', [
      ['Agrupamento', 'Nome', 'Presenças', 'Faltas', 'Faltas justificadas', 'Marcações', 'Frequência (%)'],
      ['Geral', 'Todas as aulas', 4, 3, 1, 8, 50],
      ['Instrutor', 'Carla Nunes', 4, 3, 1, 8, 50],
      ['Horário', 'Seg, Qua 18:00 · Pilates · Carla Nunes', 4, 3, 1, 8, 50],
    ]);
    fireEvent.click(
      within(region('Faltas sem justificativa (3 ou mais nos últimos 30 dias)')).getByRole('button', {
        name: /Exportar CSV/,
      }),
    );
    expect(downloadCsv).toHaveBeenLastCalledWith(expect.stringMatching(/^faltas-sem-justificativa-/), [
      ['Aluno', 'Faltas'],
      ['Bia Lima', 3],
    ]);
  });

  it('keeps a student who left owing among the late, and names who left as inactive in every list', () => {
    vi.mocked(useStudents).mockReturnValue(live([{ ...ana, active: false }, { ...bia, active: false }, caio]));
    renderAdmin(<ReportsPage />, { url: '/admin/relatorios?mes=2025-06' });
    // Bia left with June's 90 unpaid: still owed, and said so.
    expect(within(region(/^Alunos em atraso/)).getByText('Bia Lima (inativo)')).toBeInTheDocument();
    const absent = region('Faltas sem justificativa (3 ou mais nos últimos 30 dias)');
    expect(
      within(absent)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['AlunoFaltas', 'Bia Lima (inativo)3']);
    // Ana joined in the period and has left since.
    expect(within(region(/^Novos cadastros no período/)).getByText('Ana Souza (inativo)')).toBeInTheDocument();
  });

  it('says the attendance could not be read, instead of figures that read as nobody absent', () => {
    vi.mocked(useCreditsBetween).mockReturnValue(
      live([], { error: new Error('Missing or insufficient permissions.') }),
    );
    renderAdmin(<ReportsPage />, { url: '/admin/relatorios?mes=2025-06' });
    expect(screen.getByText(/^Não foi possível carregar os dados\./)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Faltas sem justificativa/ })).not.toBeInTheDocument();
  });
});
