import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStudentPayments } from '../../data/hooks';
import { PIX_NO_KEY, readPixPayload } from '../../domain/pix';
import { studio } from '../../site/studio';
import { aPayment, live } from '../testing/factories';
import { liveStore } from '../testing/live-store';
import {
  ana,
  anaLast,
  anaOld,
  bia,
  caio,
  cells,
  davi,
  histories,
  now,
  openPayments,
  rowOf,
} from './payments-test-setup';

vi.mock('../../data/hooks', () => import('./payments-hooks-mock'));
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

  it('gives focus to the title once a dialog closes whose row has left the list meanwhile', async () => {
    const people = liveStore([davi, caio, bia, ana]);
    const { user } = openPayments(undefined, undefined, people.use);
    await user.click(within(rowOf('Ana Souza')).getByRole('button', { name: 'Histórico' }));
    people.set([davi, caio, bia, { ...ana, active: false }]); // inactivated on another device
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Fechar' }));
    // Not the top of the page: where a keyboard or a screen reader would start over.
    await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'Controle de Pagamentos' })).toHaveFocus());
  });

  it('shows each active student with last payment, count, last amount, total paid and status text', () => {
    openPayments();
    expect(screen.getByRole('heading', { name: 'Controle de Pagamentos' })).toBeInTheDocument();
    expect(cells('Ana Souza').slice(0, 6)).toEqual([
      'Ana Souza',
      '15/06/2025 · em aberto', // her latest is the pending charge, not money received then
      '2',
      'R$ 300,00',
      'R$ 280,00',
      'Pendente',
    ]);
    expect(cells('Caio Reis').slice(0, 6)).toEqual([
      'Caio Reis',
      '01/06/2025 · em aberto',
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

describe('PaymentsPage: Cobrar', { timeout: 60_000 }, () => {
  const pixKey = studio.pix.key;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterEach(() => {
    studio.pix = { ...studio.pix, key: pixKey };
  });
  const charge = () => screen.getByRole('dialog', { name: /^Cobrar — / });
  const payloadIn = (root: HTMLElement) =>
    readPixPayload((within(root).getByRole('textbox', { name: 'Pix copia e cola' }) as HTMLTextAreaElement).value);

  it("offers the due's QR code, its 'Pix copia e cola' and a WhatsApp message that carries it", async () => {
    const { user } = openPayments();
    await user.click(within(rowOf('Ana Souza')).getByRole('button', { name: 'Cobrar' }));
    const dialog = charge();
    expect(dialog).toHaveTextContent('R$ 300,00 — vencimento 15/06/2025');
    expect(within(dialog).getByRole('img', { name: 'QR Code Pix' })).toBeInTheDocument();
    expect(payloadIn(dialog)).toMatchObject({ key: studio.pix.key, amount: 300, txid: 'ana2' });
    const link = within(dialog).getByRole('link', { name: 'Cobrar via WhatsApp' });
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.origin + url.pathname).toBe('https://wa.me/5548991112222');
    const [message, pix] = (url.searchParams.get('text') ?? '').split('\n\nPix copia e cola:\n');
    expect(message).toContain('no valor de R$\u00a0300,00, com vencimento em 15/06/2025');
    expect(readPixPayload(pix ?? '')).toEqual(payloadIn(dialog));
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(within(dialog).getByRole('button', { name: 'Copiar código Pix' }));
    expect(readPixPayload(await navigator.clipboard.readText())).toMatchObject({ amount: 300 });
    expect(await screen.findByText('Código Pix copiado.')).toBeInTheDocument();
  });

  it('says to copy by hand when the browser offers no clipboard (a page not on https), instead of doing nothing', async () => {
    const { user } = openPayments();
    await user.click(within(rowOf('Ana Souza')).getByRole('button', { name: 'Cobrar' }));
    const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    try {
      await user.click(within(charge()).getByRole('button', { name: 'Copiar código Pix' }));
      expect(await screen.findByText('Não foi possível copiar: selecione o código e copie à mão.')).toBeInTheDocument();
    } finally {
      if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
    }
  });

  it('charges the due chosen when several are open', async () => {
    const { user } = openPayments();
    const older = aPayment({ id: 'ana-0', studentId: 'ana', amount: 95.5, dueDate: '2025-05-20', status: 'overdue' });
    vi.mocked(useStudentPayments).mockImplementation((id) =>
      live(id === 'ana' ? [...(histories.ana ?? []), older] : []),
    );
    await user.click(within(rowOf('Ana Souza')).getByRole('button', { name: 'Cobrar' }));
    const dialog = charge();
    expect(payloadIn(dialog)).toMatchObject({ amount: 95.5, txid: 'ana0' });
    expect(dialog).toHaveTextContent('2 cobranças em aberto, total R$ 395,50. A mensagem cobra a escolhida');
    await user.click(within(dialog).getByRole('radio', { name: 'R$\u00a0300,00 — vencimento 15/06/2025' }));
    expect(payloadIn(dialog)).toMatchObject({ amount: 300, txid: 'ana2' });
    const text = new URL(within(dialog).getByRole('link', { name: 'Cobrar via WhatsApp' }).getAttribute('href') ?? '');
    expect(text.searchParams.get('text')).toContain(
      'Há também outra cobrança vencida em aberto; com esta, o total é de R$\u00a0395,50.',
    );
  });

  it('sends the code alone in a message of its own, and shows the Pix identifier the bank statement will show', async () => {
    const { user } = openPayments();
    await user.click(within(rowOf('Ana Souza')).getByRole('button', { name: 'Cobrar' }));
    const dialog = charge();
    const code = new URL(within(dialog).getByRole('link', { name: 'Enviar código Pix' }).getAttribute('href') ?? '');
    expect(code.origin + code.pathname).toBe('https://wa.me/5548991112222');
    expect(readPixPayload(code.searchParams.get('text') ?? '')).toEqual(payloadIn(dialog));
    expect(dialog).toHaveTextContent('Identificador do Pix: ana2');
  });

  it('charges nothing in place of a chosen due paid meanwhile, and says so', async () => {
    const older = aPayment({ id: 'ana-0', studentId: 'ana', amount: 95.5, dueDate: '2025-05-20', status: 'overdue' });
    const anaHistory = liveStore([...(histories.ana ?? []), older]);
    const { user } = openPayments();
    vi.mocked(useStudentPayments).mockImplementation((id) => {
      const data = anaHistory.use();
      return live(id === 'ana' ? data : []);
    });
    await user.click(within(rowOf('Ana Souza')).getByRole('button', { name: 'Cobrar' }));
    await user.click(within(charge()).getByRole('radio', { name: 'R$\u00a0300,00 — vencimento 15/06/2025' }));
    anaHistory.set([{ ...anaLast, status: 'paid' }, anaOld, older]); // paid on another device
    const dialog = charge();
    expect(dialog).toHaveTextContent('A cobrança escolhida não está mais em aberto: escolha outra.');
    expect(within(dialog).queryByRole('link', { name: 'Cobrar via WhatsApp' })).toBeNull();
    expect(within(dialog).queryByRole('img', { name: 'QR Code Pix' })).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: 'R$\u00a095,50 — vencimento 20/05/2025' }));
    expect(payloadIn(dialog)).toMatchObject({ amount: 95.5 });
  });

  it('does not say nothing is open while some payments could not be read', async () => {
    const { user } = openPayments();
    vi.mocked(useStudentPayments).mockImplementation(() => live([], { unreadable: 1 }));
    await user.click(within(rowOf('Ana Souza')).getByRole('button', { name: 'Cobrar' }));
    const dialog = charge();
    expect(dialog).toHaveTextContent('1 pagamento deste aluno não pôde ser lido: pode haver outra cobrança em aberto');
    expect(dialog).not.toHaveTextContent('Nenhuma cobrança em aberto.');
  });

  it('without a phone, says why no message goes, and still offers the Pix', async () => {
    const { user } = openPayments();
    await user.click(within(rowOf('Caio Reis')).getByRole('button', { name: 'Cobrar' }));
    const dialog = charge();
    expect(dialog).toHaveTextContent('Sem telefone cadastrado: a mensagem não pode ser enviada.');
    expect(within(dialog).queryByRole('link', { name: 'Cobrar via WhatsApp' })).toBeNull();
    expect(payloadIn(dialog)).toMatchObject({ amount: 90 });
  });

  it('without a Pix key, says why no Pix is offered and sends the message without one', async () => {
    studio.pix = { ...studio.pix, key: '' };
    const { user } = openPayments();
    await user.click(within(rowOf('Ana Souza')).getByRole('button', { name: 'Cobrar' }));
    const dialog = charge();
    expect(dialog).toHaveTextContent(PIX_NO_KEY);
    expect(within(dialog).queryByRole('img', { name: 'QR Code Pix' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Copiar código Pix' })).toBeNull();
    const link = within(dialog).getByRole('link', { name: 'Cobrar via WhatsApp' });
    expect(new URL(link.getAttribute('href') ?? '').searchParams.get('text')).not.toContain('Pix');
  });

  it('is not offered to a student who owes nothing', () => {
    openPayments();
    expect(within(rowOf('Davi Nunes')).queryByRole('button', { name: 'Cobrar' })).toBeNull();
  });
});
