// The printable receipt of a paid payment (issue 12), through the same print window as the contract.
import type { Payment } from '../../domain/payment';
import { receiptRows, receiptStatement, receiptTitle } from '../../domain/receipt';
import type { StudioParty } from '../../domain/student-documents';
import { DataTable, Letterhead, Signatures } from './document-parts';
import { openPrintWindow, type PrintResult } from './open-print-window';
import { printStudio } from './print-studio';

interface Props {
  studio: StudioParty;
  studentName: string;
  payment: Payment;
}

export function PaymentReceipt({ studio, studentName, payment }: Props) {
  return (
    <>
      <Letterhead studio={studio} />
      <h1>Recibo</h1>
      <p>{receiptStatement(studio.name, studentName, payment)}</p>
      <DataTable rows={receiptRows(studentName, payment)} />
      <Signatures
        placeAndDate={`${studio.city}, ${payment.paymentDate.split('-').reverse().join('/')}.`}
        lines={[{ name: studio.name, role: 'Recebedor' }]}
      />
    </>
  );
}

/** Call from the click handler itself (pop-up blockers); on { ok: false } show result.message. */
export function printPaymentReceipt(studentName: string, payment: Payment): PrintResult {
  return openPrintWindow(
    receiptTitle(studentName, payment),
    <PaymentReceipt studio={printStudio} studentName={studentName} payment={payment} />,
  );
}
