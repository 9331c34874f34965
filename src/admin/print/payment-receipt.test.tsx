// @vitest-environment jsdom
// The print window is an iframe's window here (print-test-helpers.ts): happy-dom gives an empty iframe none.
import { within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aPayment } from '../testing/factories';
import { printPaymentReceipt } from './payment-receipt';
import { hostileName, stubPrintWindow } from './print-test-helpers';

// Signed in throughout: the window closes itself at sign-out (open-print-window.test.tsx).
vi.mock('../../data/auth-service', () => ({ onSignedOut: () => () => undefined }));

let stub: ReturnType<typeof stubPrintWindow>;
const ana = { student: 'Ana Souza', guardian: '' };
beforeEach(() => {
  stub = stubPrintWindow();
});
afterEach(() => {
  vi.restoreAllMocks();
  stub.remove();
});

describe('printPaymentReceipt', () => {
  const payment = aPayment({
    amount: 1234.5,
    paymentDate: '2025-06-12',
    paymentMethod: 'pix',
    notes: 'Mensalidade de junho',
  });

  it('prints studio, student, amount in figures and in words, date and method', () => {
    expect(printPaymentReceipt(ana, payment).ok).toBe(true);
    const body = stub.popup.document.body;
    expect(stub.popup.document.title).toBe('Recibo — Ana Souza — 12/06/2025');
    expect(within(body).getByRole('heading', { name: 'Recibo' })).toBeInTheDocument();
    expect(body).toHaveTextContent(
      'Salus declara que recebeu de Ana Souza a importância de R$ 1.234,50 (mil duzentos e trinta e quatro reais e cinquenta centavos), referente à mensalidade de junho.',
    );
    const rowValue = (label: string) =>
      within(body).getByRole('rowheader', { name: label }).nextElementSibling?.textContent;
    expect(rowValue('Valor por extenso')).toBe('mil duzentos e trinta e quatro reais e cinquenta centavos');
    expect(rowValue('Data do pagamento')).toBe('12/06/2025');
    expect(rowValue('Forma de pagamento')).toBe('Pix');
    expect(rowValue('Atividade')).toBe('Pilates, 2x por semana'); // as recorded on the payment
  });

  it('without notes, says what was paid for and its due date; notes on several lines print as one', () => {
    printPaymentReceipt(ana, { ...payment, notes: '', dueDate: '2025-06-10' });
    expect(stub.popup.document.body).toHaveTextContent(
      'de R$ 1.234,50 (mil duzentos e trinta e quatro reais e cinquenta centavos), referente a Pilates, 2x por semana, com vencimento em 10/06/2025.',
    );
    printPaymentReceipt(ana, { ...payment, notes: 'Mensalidade\nde junho', discipline: '', plan: '' });
    expect(stub.popup.document.body).toHaveTextContent('centavos), referente à mensalidade de junho.');
    expect(within(stub.popup.document.body).queryByRole('rowheader', { name: 'Atividade' })).toBeNull();
  });

  it('names the guardian who paid for a minor, and the minor; notes ending in a full stop end in one', () => {
    printPaymentReceipt(
      { student: 'Lia Souza', guardian: 'Marta Souza' },
      { ...payment, notes: 'Mensalidade de junho.' },
    );
    const body = stub.popup.document.body;
    expect(body).toHaveTextContent(
      'Salus declara que recebeu de Marta Souza, responsável por Lia Souza, a importância de R$ 1.234,50',
    );
    expect(body).toHaveTextContent('centavos), referente à mensalidade de junho.');
    expect(body).not.toHaveTextContent('junho..');
    const rowValue = (label: string) =>
      within(body).getByRole('rowheader', { name: label }).nextElementSibling?.textContent;
    expect(rowValue('Aluno')).toBe('Lia Souza');
    expect(rowValue('Responsável')).toBe('Marta Souza');
  });

  it('prints a hostile student name as text, never as markup', () => {
    printPaymentReceipt({ student: hostileName, guardian: '' }, { ...payment, notes: '<script>alert(2)</script>' });
    const body = stub.popup.document.body;
    expect(body.querySelector('img')).toBeNull();
    expect(body.querySelector('script')).toBeNull();
    expect(body).toHaveTextContent(hostileName);
    expect(body).toHaveTextContent('<script>alert(2)</script>');
  });
});
