// The printable receipt of a paid payment (issue 12), through the same print window as the contract.
import type { Payment } from '../../domain/payment';
import { receiptRows, receiptStatement, receiptTitle, type Payer } from '../../domain/receipt';
import type { StudioParty } from '../../domain/student-documents';
import { DataTable, Letterhead, Signatures } from './document-parts';
import { openPrintWindow, type PrintResult } from './open-print-window';
import { printStudio } from './print-studio';

interface Props {
  studio: StudioParty;
  payer: Payer;
  payment: Payment;
}

export function PaymentReceipt({ studio, payer, payment }: Props) {
  return (
    <>
      <Letterhead studio={studio} />
      <h1>Recibo</h1>
      <p>{receiptStatement(studio.name, payer, payment)}</p>
      <DataTable rows={receiptRows(payer, payment)} />
      <Signatures
        placeAndDate={`${studio.city}, ${payment.paymentDate.split('-').reverse().join('/')}.`}
        lines={[{ name: studio.name, role: 'Recebedor' }]}
      />
    </>
  );
}

/** Call from the click handler itself (pop-up blockers); on { ok: false } show result.message. */
export function printPaymentReceipt(payer: Payer, payment: Payment): PrintResult {
  return openPrintWindow(
    receiptTitle(payer, payment),
    <PaymentReceipt studio={printStudio} payer={payer} payment={payment} />,
  );
}
