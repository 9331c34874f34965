// @vitest-environment jsdom
// The print window is an iframe's window here (print-test-helpers.ts): happy-dom gives an empty iframe none.
import { within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PIX_NO_KEY, readPixPayload } from '../../domain/pix';
import { studio } from '../../site/studio';
import { aPayment } from '../testing/factories';
import { printPaymentCharge } from './payment-charge';
import { hostileName, stubPrintWindow } from './print-test-helpers';

// Signed in throughout: the window closes itself at sign-out (open-print-window.test.tsx).
vi.mock('../../data/auth-service', () => ({ onSignedOut: () => () => undefined }));

let stub: ReturnType<typeof stubPrintWindow>;
const ana = { student: 'Ana Souza', guardian: '' };
const pixKey = studio.pix.key;
beforeEach(() => {
  stub = stubPrintWindow();
});
afterEach(() => {
  vi.restoreAllMocks();
  stub.remove();
  studio.pix = { ...studio.pix, key: pixKey };
});

describe('printPaymentCharge', () => {
  const due = aPayment({
    id: '2025-07_ana',
    amount: 280,
    dueDate: '2025-07-10',
    status: 'pending',
    notes: 'Mensalidade de julho',
  });

  it('prints what is open and until when, with the Pix QR code and its copy-and-paste code', () => {
    expect(printPaymentCharge(ana, due)).toMatchObject({ ok: true, withoutPix: null });
    const body = stub.popup.document.body;
    expect(stub.popup.document.title).toBe('Cobrança — Ana Souza — vencimento 10/07/2025');
    expect(within(body).getByRole('heading', { name: 'Cobrança' })).toBeInTheDocument();
    expect(body).toHaveTextContent(
      'Salus informa que está em aberto, em nome de Ana Souza, o valor de R$ 280,00 (duzentos e oitenta reais), com vencimento em 10/07/2025, referente à mensalidade de julho.',
    );
    const pix = within(body).getByRole('region', { name: 'Pague com Pix' });
    expect(within(pix).getByRole('img', { name: 'QR Code Pix' }).tagName).toBe('svg');
    const code = within(pix).getByLabelText('Pix copia e cola').textContent ?? '';
    expect(readPixPayload(code)).toMatchObject({ key: studio.pix.key, amount: 280, txid: '2507ana' });
    expect(pix).toHaveTextContent('Identificador do Pix: 2507ana');
  });

  it('names the guardian of a minor beside the student', () => {
    printPaymentCharge({ student: 'Lia Souza', guardian: 'Marta Souza' }, due);
    const body = stub.popup.document.body;
    expect(body).toHaveTextContent('em aberto, em nome de Lia Souza, o valor de R$ 280,00');
    expect(within(body).getByRole('rowheader', { name: 'Responsável' }).nextElementSibling).toHaveTextContent(
      'Marta Souza',
    );
  });

  it('without a key, prints no Pix, and says why to staff only, not on the payer’s paper', () => {
    studio.pix = { ...studio.pix, key: '' };
    expect(printPaymentCharge(ana, due)).toMatchObject({ ok: true, withoutPix: PIX_NO_KEY });
    const body = stub.popup.document.body;
    expect(body).toHaveTextContent('com vencimento em 10/07/2025');
    expect(within(body).queryByRole('region', { name: 'Pague com Pix' })).toBeNull();
    expect(body).not.toHaveTextContent('Sem Pix');
    expect(within(body).queryByRole('img')).toBeNull();
  });

  it('prints a hostile student name and notes as text, never as markup', () => {
    printPaymentCharge({ student: hostileName, guardian: '' }, { ...due, notes: '<script>alert(2)</script>' });
    const body = stub.popup.document.body;
    expect(body.querySelector('img')).toBeNull();
    expect(body.querySelector('script')).toBeNull();
    expect(body).toHaveTextContent(hostileName);
  });
});
