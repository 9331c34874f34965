// The printed charge of a due still open (issue 17): what is owed and until when, with the Pix QR
// code and 'Pix copia e cola' of that exact amount. Why there is no Pix is said to staff on screen,
// not on the paper handed to the payer (it tells them how to register the studio's key).
import { QRCodeSVG } from 'qrcode.react';
import type { Payment } from '../../domain/payment';
import { pixCharge, pixIdText, type PixCharge } from '../../domain/pix';
import { chargeRows, chargeStatement, chargeTitle, type Payer } from '../../domain/receipt';
import type { StudioParty } from '../../domain/student-documents';
import { studio as studioFacts } from '../../site/studio';
import { DataTable, Letterhead, Part } from './document-parts';
import { openPrintWindow, type PrintResult } from './open-print-window';
import { printStudio } from './print-studio';

interface Props {
  studio: StudioParty;
  charge: PixCharge;
  payer: Payer;
  payment: Payment & { id: string };
}

export function PaymentCharge({ studio, charge, payer, payment }: Props) {
  return (
    <>
      <Letterhead studio={studio} />
      <h1>Cobrança</h1>
      <p>{chargeStatement(studio.name, payer, payment)}</p>
      <DataTable rows={chargeRows(payer, payment)} />
      {charge.ok && (
        <Part title="Pague com Pix">
          <div className="pix">
            <QRCodeSVG value={charge.payload} size={180} marginSize={4} role="img" aria-label="QR Code Pix" />
            <div>
              <p>Aponte a câmera do aplicativo do seu banco para o QR Code, ou use o Pix copia e cola:</p>
              <p className="pix-code" aria-label="Pix copia e cola">
                {charge.payload}
              </p>
              <p>{pixIdText(charge.txid)}</p>
            </div>
          </div>
        </Part>
      )}
    </>
  );
}

/**
 * Call from the click handler itself (pop-up blockers); on { ok: false } show result.message, and
 * `withoutPix` (why the charge went without Pix) to staff when it is not null.
 */
export function printPaymentCharge(
  payer: Payer,
  payment: Payment & { id: string },
): PrintResult & { withoutPix: string | null } {
  const charge = pixCharge(studioFacts.pix, payment);
  const result = openPrintWindow(
    chargeTitle(payer, payment),
    <PaymentCharge studio={printStudio} charge={charge} payer={payer} payment={payment} />,
  );
  return { ...result, withoutPix: charge.ok ? null : charge.reason };
}
