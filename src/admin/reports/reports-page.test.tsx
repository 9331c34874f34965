import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  useMonthlyRevenue,
  usePaymentSummaries,
  usePaymentsBetween,
  usePendingDue,
  useStudentPayments,
  useStudents,
} from '../../data/hooks';
import { aPayment, live } from '../testing/factories';
import { renderAdmin } from '../testing/render-admin';
import { viewport } from '../testing/viewport';
import { liveStore } from '../testing/live-store';
import { downloadCsv } from '../ui/download-csv';
import ReportsPage from './reports-page';
import { ana, bia, counter, month, region, setUpReportsTests, texts } from './reports-test-setup';

vi.mock('../../data/hooks', () => import('./reports-hooks-mock'));
vi.mock('../../data/week-hooks');
vi.mock('../ui/download-csv', () => ({ downloadCsv: vi.fn() }));

setUpReportsTests();

describe('ReportsPage', { timeout: 60_000 }, () => {
  it('counts students, registrations in the period, instructors, schedules and latest-payment statuses', () => {
    renderAdmin(<ReportsPage />, { url: '/admin/relatorios' });
    expect(counter('Alunos ativos')).toBe('2');
    expect(counter('Alunos inativos')).toBe('1');
    expect(counter('Cadastros no período')).toBe('1');
    expect(counter('Instrutores ativos')).toBe('4');
    expect(counter('Horários ativos')).toBe('12');
    expect(counter('Último pagamento pago')).toBe('2');
  });

  it('closes the month with paid payments only, by method with shares, and the previous month beside it', () => {
    renderAdmin(<ReportsPage />, { url: '/admin/relatorios?mes=2025-06' });
    const closing = region('Fechamento mensal');
    const june = within(closing).getByRole('table', { name: /junho de 2025, até 15\/06$/ });
    expect(texts(june).slice(1)).toEqual(['Pix1R$ 200,0066,7%', 'Dinheiro1R$ 100,0033,3%', 'Total2R$ 300,00100,0%']);
    expect(
      within(closing).getByRole('heading', { name: /^Junho de 2025, até 15\/06: R\$\s300,00$/ }),
    ).toBeInTheDocument();
    expect(
      within(closing).getByRole('heading', { name: /^Maio de 2025 \(mês anterior\): R\$\s150,00$/ }),
    ).toBeInTheDocument();
    const may = within(closing).getByRole('table', { name: /maio de 2025 \(mês anterior\)$/ });
    expect(texts(may).at(-1)).toBe('Total1R$ 150,00100,0%');
    const disciplines = within(region('Fechamento por disciplina')).getByRole('table');
    expect(texts(disciplines).slice(1, 3)).toEqual(['Pilates1R$ 200,0066,7%', 'Ballet Infantil1R$ 100,0033,3%']);
  });

  it('reads each month apart and closes the month while the one before is still on its way', () => {
    vi.mocked(usePaymentsBetween).mockImplementation((from) =>
      from === '2025-05-01' ? live([], { loading: true }) : live(month.filter((p) => p.paymentDate >= from)),
    );
    renderAdmin(<ReportsPage />, { url: '/admin/relatorios?mes=2025-06' });
    expect(vi.mocked(usePaymentsBetween).mock.calls.map(([from, to]) => `${from}..${to}`)).toEqual(
      expect.arrayContaining(['2025-06-01..2025-06-31', '2025-05-01..2025-05-31']),
    );
    const closing = region('Fechamento mensal');
    expect(
      within(closing).getByRole('heading', { name: /^Junho de 2025, até 15\/06: R\$\s300,00$/ }),
    ).toBeInTheDocument();
    expect(within(closing).getByRole('progressbar', { name: 'Carregando maio de 2025' })).toBeInTheDocument();
    expect(within(closing).queryByRole('table', { name: /mês anterior/ })).not.toBeInTheDocument();
  });

  it('a month before that could not be read says so, instead of loading for ever', () => {
    vi.mocked(usePaymentsBetween).mockImplementation((from) =>
      from === '2025-05-01' ? live([], { error: new Error('x') }) : live(month),
    );
    renderAdmin(<ReportsPage />, { url: '/admin/relatorios?mes=2025-06' });
    const closing = region('Fechamento mensal');
    expect(within(closing).getByText('Não foi possível carregar o fechamento de maio de 2025.')).toBeInTheDocument();
    expect(within(closing).queryByRole('progressbar')).toBeNull();
    expect(within(closing).getByRole('button', { name: /Exportar/ })).toBeEnabled(); // June's alone
  });

  it('shows progress, not an empty closing, while the month is loading', () => {
    vi.mocked(usePaymentsBetween).mockReturnValue(live([], { loading: true }));
    renderAdmin(<ReportsPage />, { url: '/admin/relatorios?mes=2025-06' });
    expect(screen.getByRole('progressbar', { name: 'Carregando relatórios' })).toBeInTheDocument();
    expect(screen.queryByText(/Nenhum pagamento recebido/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Fechamento mensal' })).toBeNull();
  });

  it('closes the month as soon as its payments are here, with counters and lists waiting for the students', () => {
    vi.mocked(useStudents).mockReturnValue(live([], { loading: true }));
    renderAdmin(<ReportsPage />, { url: '/admin/relatorios?mes=2025-06' });
    expect(
      within(region('Fechamento mensal')).getByRole('heading', { name: /^Junho de 2025, até 15\/06: R\$\s300,00$/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Carregando relatórios' })).toBeInTheDocument();
    // No '0 alunos ativos' and no empty list before the students arrive.
    expect(counter('Alunos ativos')).toBe('—');
    expect(counter('Último pagamento pago')).toBe('—');
    expect(counter('Instrutores ativos')).toBe('4');
    expect(screen.queryByRole('region', { name: /^Alunos em atraso/ })).toBeNull();
    expect(screen.queryByRole('region', { name: /^Novos cadastros no período/ })).toBeNull();
  });

  it('lists nobody as late while the summaries are still loading', () => {
    vi.mocked(usePaymentSummaries).mockReturnValue(live(new Map(), { loading: true }));
    renderAdmin(<ReportsPage />, { url: '/admin/relatorios?mes=2025-06' });
    expect(counter('Sem pagamentos')).toBe('—');
    expect(screen.queryByRole('region', { name: /^Alunos em atraso/ })).toBeNull();
  });

  it('on a phone, a list shows its first column with the others under it, beside the action', () => {
    viewport(375);
    try {
      renderAdmin(<ReportsPage />, { url: '/admin/relatorios' });
      const late = within(region(/^Alunos em atraso/)).getByRole('table');
      const cells = (row: HTMLElement) => [...row.children].map((cell) => cell.textContent);
      const [header, bia] = within(late).getAllByRole('row');
      expect(cells(header!)).toEqual(['Aluno', 'Ações']);
      expect(cells(bia!)).toEqual([
        expect.stringMatching(/^Bia LimaValor em aberto: R\$\s90,00Vencimento: 01\/06\/2025$/),
        '',
      ]);
      expect(within(bia!).getByRole('button', { name: 'Cobrar' })).toBeInTheDocument();
    } finally {
      viewport(1024);
    }
  });

  it('lists late students with the charge action and exports a list to CSV', () => {
    renderAdmin(<ReportsPage />, { url: '/admin/relatorios' });
    const late = region(/^Alunos em atraso/);
    expect(within(late).getByText('Bia Lima')).toBeInTheDocument();
    vi.mocked(useStudentPayments).mockReturnValue(
      live([aPayment({ id: 'bia-1', studentId: 'bia', amount: 90, dueDate: '2025-06-01', status: 'pending' })]),
    );
    fireEvent.click(within(late).getByRole('button', { name: 'Cobrar' }));
    const charge = screen.getByRole('dialog', { name: 'Cobrar — Bia Lima' });
    expect(charge).toHaveTextContent('Sem telefone cadastrado: a mensagem não pode ser enviada.');
    expect(within(charge).getByRole('img', { name: 'QR Code Pix' })).toBeInTheDocument();
    fireEvent.click(within(charge).getByRole('button', { name: 'Fechar' }));
    fireEvent.click(within(late).getByRole('button', { name: /Exportar CSV/ }));
    expect(downloadCsv).toHaveBeenCalledWith('alunos-em-atraso-2025-06-15.csv', [
      ['Aluno', 'Valor em aberto (R$)', 'Vencimento'],
      ['Bia Lima', 90, '01/06/2025'], // a number: Excel adds it up
    ]);
    const registered = region(/^Novos cadastros no período/);
    expect(within(registered).getByText('Ana Souza')).toBeInTheDocument();
    fireEvent.click(within(registered).getByRole('button', { name: /Exportar CSV/ }));
    expect(vi.mocked(downloadCsv).mock.lastCall?.[0]).toMatch(/^novos-cadastros-\d{4}-\d\d-\d\d-a-2025-06-15\.csv$/);
  });

  it('names the month in the per-discipline CSV, and that it is still under way', () => {
    renderAdmin(<ReportsPage />, { url: '/admin/relatorios' });
    fireEvent.click(within(region('Fechamento por disciplina')).getByRole('button', { name: /Exportar CSV/ }));
    const [file, rows] = vi.mocked(downloadCsv).mock.lastCall ?? [];
    expect(file).toBe('disciplinas-2025-06.csv');
    expect(rows?.[0]?.[0]).toMatch(/^Disciplina \(junho de 2025, até \d\d\/06\)$/);
  });

  it("charges with the student's phone as corrected while 'Cobrar' is open", () => {
    const students = liveStore([ana, bia]);
    vi.mocked(useStudents).mockImplementation(() => live(students.use()));
    vi.mocked(useStudentPayments).mockReturnValue(
      live([aPayment({ id: 'bia-1', studentId: 'bia', amount: 90, dueDate: '2025-06-01', status: 'pending' })]),
    );
    renderAdmin(<ReportsPage />, { url: '/admin/relatorios' });
    fireEvent.click(within(region(/^Alunos em atraso/)).getByRole('button', { name: 'Cobrar' }));
    students.set([ana, { ...bia, telefone: '(48) 99555-0000' }]); // corrected on another device
    const charge = screen.getByRole('dialog', { name: 'Cobrar — Bia Lima' });
    const link = within(charge).getByRole('link', { name: 'Cobrar via WhatsApp' });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5548995550000\?/);
  });

  it('reads the dues of the next 7 days, today included, and prints which period and month it covers, and when', () => {
    renderAdmin(<ReportsPage />, { url: '/admin/relatorios?mes=2025-05&de=2025-01-01&ate=2025-06-15' });
    expect(usePendingDue).toHaveBeenLastCalledWith('2025-06-15', '2025-06-21');
    expect(
      screen.getByText(
        'Cadastros de 01/01/2025 a 15/06/2025 · Mês do fechamento: maio de 2025 · Emitido em 15/06/2025',
      ),
    ).toBeInTheDocument();
  });

  it('says beside até that a period ending before it starts is wrong, instead of counting nobody silently', () => {
    renderAdmin(<ReportsPage />, { url: '/admin/relatorios?mes=2025-06&de=2025-06-30&ate=2025-06-01' });
    const until = screen.getByLabelText('até');
    expect(until).toHaveAttribute('aria-invalid', 'true');
    expect(until).toHaveAccessibleDescription('A data final deve ser igual ou posterior à inicial.');
    expect(screen.getByLabelText('Cadastros de')).toHaveAttribute('aria-invalid', 'false');
    // Nobody counted nor 'Nenhum cadastro no período': there is no such period.
    expect(counter('Cadastros no período')).toBe('—');
    expect(region('Novos cadastros no período')).toHaveTextContent(
      'Corrija o período: a data final é anterior à inicial.',
    );
  });

  it('gives the 12 months’ revenue as a table too, which the chart shows one bar at a time', () => {
    renderAdmin(<ReportsPage />, { url: '/admin/relatorios?mes=2025-06' });
    const rows = within(
      within(region('Receita dos últimos 12 meses')).getByRole('table', { name: 'Receita mês a mês' }),
    )
      .getAllByRole('row')
      .map((row) => row.textContent?.replace(/\u00a0/g, ' '));
    expect(rows.slice(0, 2)).toEqual(['MêsReceita', 'julho de 2024R$ 100,00']);
    expect(rows).toHaveLength(13);
  });

  it('says so when the server cannot sum the 12 months, instead of loading for ever', () => {
    vi.mocked(useMonthlyRevenue).mockReturnValue('failed');
    renderAdmin(<ReportsPage />, { url: '/admin/relatorios?mes=2025-06' });
    expect(
      within(region('Receita dos últimos 12 meses')).getByText(/Não foi possível somar os meses/),
    ).toBeInTheDocument();
  });

  it('keeps the month in the URL', async () => {
    const { router, user } = renderAdmin(<ReportsPage />, { url: '/admin/relatorios' });
    await user.click(screen.getByRole('combobox', { name: 'Mês do fechamento' }));
    await user.click(screen.getByRole('option', { name: 'maio' }));
    expect(router.state.location.search).toBe('?de=2025-06-01&ate=2025-06-15&mes=2025-05');
    // The month's payments and the month before's, each its own query.
    expect(vi.mocked(usePaymentsBetween).mock.calls.slice(-2)).toEqual([
      ['2025-05-01', '2025-05-31'],
      ['2025-04-01', '2025-04-31'],
    ]);
    const months = vi.mocked(useMonthlyRevenue).mock.lastCall?.[0];
    expect([months?.[0], months?.[11], months?.length]).toEqual(['2024-06', '2025-05', 12]);
    // The year typed: nothing changes until it has four digits.
    const year = screen.getByRole('textbox', { name: 'Ano' });
    await user.clear(year);
    await user.type(year, '202');
    expect(router.state.location.search).toBe('?de=2025-06-01&ate=2025-06-15&mes=2025-05');
    expect(screen.getByText('Informe o ano com 4 dígitos')).toBeInTheDocument();
    await user.type(year, '4');
    expect(router.state.location.search).toBe('?de=2025-06-01&ate=2025-06-15&mes=2024-05');
  });

  it("a read that failed shows its error, not a closing of R$ 0,00 nor everyone 'sem pagamentos'", () => {
    const denied = { error: new Error('Missing or insufficient permissions.') };
    vi.mocked(usePaymentsBetween).mockReturnValue(live([], denied));
    vi.mocked(usePaymentSummaries).mockReturnValue(live(new Map(), denied));
    renderAdmin(<ReportsPage />, { url: '/admin/relatorios?mes=2025-06' });
    expect(screen.getByText(/^Não foi possível carregar os dados\./)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Fechamento mensal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Alunos sem pagamentos' })).not.toBeInTheDocument();
    // Attendance needs none of the payments: it stays.
    expect(screen.getByRole('region', { name: 'Frequência do mês' })).toBeInTheDocument();
  });

  it('a failed read of the next 7 days’ dues takes only that list away, not the counters and the other lists', () => {
    vi.mocked(usePendingDue).mockReturnValue(
      live([], { error: Object.assign(new Error('x'), { code: 'unavailable' }) }),
    );
    renderAdmin(<ReportsPage />, { url: '/admin/relatorios?mes=2025-06' });
    expect(counter('Alunos ativos')).toBe('2');
    expect(within(region(/^Alunos em atraso/)).getByText('Bia Lima')).toBeInTheDocument();
    const dues = region('Vencimentos nos próximos 7 dias');
    expect(dues).toHaveTextContent('Não foi possível ler os vencimentos dos próximos 7 dias.');
    expect(within(dues).queryByRole('button', { name: /Exportar CSV/ })).not.toBeInTheDocument();
  });
});
