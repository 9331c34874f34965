import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useStudentPayments } from '../../data/hooks';
import { paymentRow, type PaymentRow } from '../../domain/payment-rows';
import { aPayment, aStudent, live } from '../testing/factories';
import { renderAdmin } from '../testing/render-admin';
import { HistoryDialog } from '../ui/history-dialog';
import { PIX_NO_KEY } from '../../domain/pix';
import { printPaymentCharge } from '../print/payment-charge';
import { EditLastPayment } from './edit-last-payment';
import { PaymentHistoryDialog } from './payment-history-dialog';
import { viewport } from '../testing/viewport';

vi.mock('../../data/hooks', () => ({ useStudentPayments: vi.fn() }));
vi.mock('../print/payment-charge', () => ({ printPaymentCharge: vi.fn() }));

describe('PaymentHistoryDialog', () => {
  it('on a 375 px phone shows date, amount and actions, the due date, method, notes and status under them', () => {
    viewport(375);
    try {
      const payment = aPayment({
        id: 'p1',
        amount: 280,
        status: 'pending',
        paymentDate: '2025-06-10',
        dueDate: '2025-06-10',
        paymentMethod: 'pix',
        notes: 'Mensalidade de junho',
      });
      vi.mocked(useStudentPayments).mockReturnValue(live([payment]));
      const row = paymentRow(aStudent({ id: 'ana', nome: 'Ana Souza' }), undefined, '2025-06-05');
      renderAdmin(<PaymentHistoryDialog row={row} today="2025-06-05" onEdit={vi.fn()} onClose={vi.fn()} />);
      const table = screen.getByRole('table', { name: 'Pagamentos' });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['Data', 'Valor', 'Ações']);
      const [date, amount, actions] = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
      expect(date).toHaveTextContent('10/06/2025Vencimento 10/06/2025PixMensalidade de junho');
      expect(amount).toHaveTextContent('R$ 280,00Pendente');
      expect(within(actions!).getByRole('button', { name: 'Imprimir cobrança' })).toBeInTheDocument();
    } finally {
      viewport(1024);
    }
  });

  it('keeps its own name when the Histórico de alterações opens over it (ids no longer shared)', () => {
    vi.mocked(useStudentPayments).mockReturnValue(live([]));
    const row = { id: 'ana', nome: 'Ana Souza', summary: undefined } as PaymentRow;
    renderAdmin(
      <>
        <PaymentHistoryDialog row={row} today="2025-06-15" onEdit={vi.fn()} onClose={vi.fn()} />
        <HistoryDialog
          kind="students"
          current={{ version: 1 }}
          load={() => new Promise(() => undefined)}
          restore={vi.fn()}
          onClose={vi.fn()}
        />
      </>,
    );
    expect(screen.getByRole('dialog', { name: 'Histórico — Ana Souza', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Histórico de alterações', hidden: true })).toBeInTheDocument();
  });

  it('a payment version equal to the payment now: restoring it says so, not a reason payments do not have', async () => {
    const payment = aPayment({ id: 'p1', amount: 90 });
    const fields = { ...payment, updatedByName: 'Ana Admin' };
    const { user } = renderAdmin(
      <HistoryDialog
        kind="payments"
        current={{ ...payment, version: 2, updatedBy: 'u', updatedByName: 'Ana Admin', writtenAt: 1_750_000_000_000 }}
        load={() =>
          Promise.resolve([
            { data: fields, version: 1, updatedBy: 'u', updatedByName: 'Ana Admin', writtenAt: 1_749_000_000_000 },
          ])
        }
        restore={() => Promise.resolve(false)}
        onClose={vi.fn()}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Restaurar esta versão' }));
    await user.click(screen.getByRole('button', { name: 'Restaurar' }));
    expect(
      await screen.findByText('Nada a restaurar: esta versão é igual ao pagamento como está agora.'),
    ).toBeInTheDocument();
  });

  it('offline without the history on this device, says so instead of "Nenhum pagamento registrado"', () => {
    const offline = Object.assign(new Error('incompleto'), { code: 'unavailable' });
    vi.mocked(useStudentPayments).mockReturnValue(live([], { error: offline }));
    const row = { id: 'ana', nome: 'Ana Souza', summary: undefined } as PaymentRow;
    renderAdmin(<PaymentHistoryDialog row={row} today="2025-06-15" onEdit={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar os dados. Sem conexão com o servidor.',
    );
    expect(screen.queryByText('Nenhum pagamento registrado.')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('offers no Editar while some of the payments could not be read: the summary would be refolded without them', () => {
    vi.mocked(useStudentPayments).mockReturnValue(live([aPayment({ id: 'p1', studentId: 'ana' })], { unreadable: 1 }));
    const row = { id: 'ana', nome: 'Ana Souza', summary: undefined } as PaymentRow;
    const blocked =
      'Editar fica indisponível: 1 pagamento deste aluno não pôde ser lido, e o resumo do aluno seria refeito sem ele.';
    const onEdit = vi.fn();
    const view = renderAdmin(<PaymentHistoryDialog row={row} today="2025-06-15" onEdit={onEdit} onClose={vi.fn()} />);
    expect(screen.getByText(new RegExp(`^${blocked}`))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir recibo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    view.unmount();
    // 'Editar Último' neither; its notice has a button out, not only Esc.
    const onClose = vi.fn();
    renderAdmin(<EditLastPayment row={row} onReady={onEdit} onClose={onClose} />);
    expect(screen.getByText(new RegExp(`^${blocked}`))).toBeInTheDocument();
    expect(onEdit).not.toHaveBeenCalled();
    screen.getByRole('button', { name: 'Fechar' }).click();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('tells staff why a charge printed without Pix (the paper does not)', async () => {
    const due = aPayment({ id: 'd1', studentId: 'ana', status: 'pending', dueDate: '2025-06-20', paymentDate: '' });
    vi.mocked(useStudentPayments).mockReturnValue(live([due]));
    vi.mocked(printPaymentCharge).mockReturnValue({
      ok: true,
      window,
      shown: Promise.resolve(),
      withoutPix: PIX_NO_KEY,
    });
    const row = { id: 'ana', nome: 'Ana Souza', student: aStudent({ nome: 'Ana Souza' }) } as unknown as PaymentRow;
    const { user } = renderAdmin(
      <PaymentHistoryDialog row={row} today="2025-06-15" onEdit={vi.fn()} onClose={vi.fn()} />,
    );
    await user.click(screen.getByRole('button', { name: 'Imprimir cobrança' }));
    expect(printPaymentCharge).toHaveBeenCalledOnce();
    // A warning, not a failure in red: the charge did print.
    expect((await screen.findByText(PIX_NO_KEY)).closest('.MuiAlert-root')).toHaveClass('MuiAlert-colorWarning');
  });
});
