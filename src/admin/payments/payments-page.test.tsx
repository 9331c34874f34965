import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cells, now, openPayments, rowOf } from './payments-test-setup';

vi.mock('../../data/hooks', () => ({
  useStudents: vi.fn(),
  usePaymentSummaries: vi.fn(),
  useStudentPayments: vi.fn(),
  useStudentPrivate: vi.fn(),
}));
vi.mock('../../data/payment-ledger', () => ({ addPayment: vi.fn(), updatePayment: vi.fn() }));

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('PaymentsPage: the table', { timeout: 60_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });

  it('shows each active student with last payment, count, last amount, total paid and status text', () => {
    openPayments();
    expect(screen.getByRole('heading', { name: 'Controle de Pagamentos' })).toBeInTheDocument();
    expect(cells('Ana Souza').slice(0, 6)).toEqual([
      'Ana Souza',
      '15/06/2025',
      '2',
      'R$ 300,00',
      'R$ 280,00',
      'Pendente',
    ]);
    expect(cells('Caio Reis').slice(0, 6)).toEqual([
      'Caio Reis',
      '01/06/2025',
      '1',
      'R$ 90,00',
      'R$ 0,00',
      'Em atraso',
    ]);
    expect(cells('Davi Nunes').slice(0, 6)).toEqual(['Davi Nunes', '—', '0', '—', 'R$ 0,00', 'Sem pagamentos']);
    expect(screen.queryByText('Beatriz Lima')).toBeNull();
  });

  it("shows inactive students with 'Mostrar inativos' and searches by status, in the URL", async () => {
    const { router } = openPayments();
    vi.useRealTimers();
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Mostrar inativos' }));
    expect(cells('Beatriz Lima')[5]).toBe('Pago');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'atraso');
    expect(screen.queryByText('Ana Souza')).toBeNull();
    expect(screen.getByText('Caio Reis')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=atraso&inativos=1');
  });

  it('turns a payment due today into "Em atraso" at midnight, without a reload', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date('2025-06-16T02:59:30Z')); // 23:59:30 in São Paulo
    openPayments();
    expect(cells('Ana Souza')[5]).toBe('Pendente');
    act(() => vi.advanceTimersByTime(30_000));
    expect(cells('Ana Souza')[5]).toBe('Em atraso');
  });
});

describe('PaymentsPage: Cobrar via WhatsApp', { timeout: 60_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });

  it('links a pending student to a chat with the amount and due date', () => {
    openPayments();
    const link = within(rowOf('Ana Souza')).getByRole('link', { name: 'Cobrar via WhatsApp' });
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.origin + url.pathname).toBe('https://wa.me/5548991112222');
    expect(url.searchParams.get('text')).toContain('no valor de R$\u00a0300,00, com vencimento em 15/06/2025');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('is disabled, with the reason, for a student without a phone', () => {
    openPayments();
    const button = within(rowOf('Caio Reis')).getByRole('button', { name: 'Cobrar via WhatsApp' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Sem telefone cadastrado');
  });

  it('is not offered to a student who owes nothing', () => {
    openPayments();
    vi.useRealTimers();
    expect(within(rowOf('Davi Nunes')).queryByRole('button', { name: 'Cobrar via WhatsApp' })).toBeNull();
    expect(within(rowOf('Davi Nunes')).queryByRole('link', { name: 'Cobrar via WhatsApp' })).toBeNull();
  });
});
