// Pix in every charge (issue 17): the BR Code payload ('Pix copia e cola', and the text of the QR
// code) for the exact amount of one due, built by @brazilian-utils/brazilian-utils — the EMV/CRC
// format is never written by hand here. A static payload with a key is all a studio without a
// payment provider (PSP) can offer: the payer's bank reads the amount and the transaction id, and
// staff confirm the payment by hand ('Editar' → Pago). Confirming automatically needs a PSP.
import { generatePixPayload, getPixKeyInfo, getPixPayloadInfo } from '@brazilian-utils/brazilian-utils';

/** The studio's Pix receiver (src/site/studio.ts): key '' means no Pix is offered. */
export interface PixConfig {
  /** A Pix key as the bank shows it: e-mail, phone, CPF/CNPJ or a random key; '' = none. */
  key: string;
  /** The account holder's name, as the payer's bank will show it (BR Code: up to 25 letters). */
  receiverName: string;
  /** The receiver's city (BR Code: up to 15 letters, without accents). */
  city: string;
}

export type PixCharge = { ok: true; payload: string; txid: string } | { ok: false; reason: string };

export const PIX_NO_KEY = 'Sem Pix na cobrança: o estúdio ainda não cadastrou a sua chave Pix.';
export const PIX_BAD_KEY = 'Sem Pix na cobrança: a chave Pix cadastrada para o estúdio não é válida.';
export const PIX_NO_RECEIVER =
  'Sem Pix na cobrança: faltam o nome ou a cidade de quem recebe, cadastrados com a chave Pix do estúdio.';
export const PIX_BAD_AMOUNT = 'Sem Pix na cobrança: o valor não pode ser cobrado por Pix.';
export const PIX_AMBIGUOUS_KEY =
  'Sem Pix na cobrança: a chave Pix do estúdio tem só 11 dígitos, que podem ser um CPF ou um celular. ' +
  'Cadastre o celular com +55 e DDD, ou o CPF com pontos e traço.';

// 11 bare digits: the library reads a CPF first, so a mobile number whose digits happen to be a valid
// CPF (about 1 in 100) would send the payer to another key. Written with '+55', '(48)' or dots, it is not.
const ambiguousKey = (key: string) => /^\d{11}$/.test(key.trim());

/**
 * The transaction id that names a due in its payload: the BR Code takes 1–25 letters and digits, so
 * the payment's id without '_' and '-', cut to 25 (Firestore's ids have 20). A monthly due's id is its
 * month and its student's ('2026-11_<20>'): its year in two digits leaves room for the whole student id.
 */
export function pixTxid(paymentId: string): string {
  const id = paymentId.replace(/^20(\d{2}-\d{2}_)/, '$1');
  return id.replace(/[^A-Za-z0-9]/g, '').slice(0, 25) || '***';
}

/** The transaction id as staff and payer read it (screen and paper): the bank's statement shows it. */
export const pixIdText = (txid: string): string => `Identificador do Pix: ${txid}`;

/** The 'Pix copia e cola' of one due, or why there is none. */
export function pixCharge(config: PixConfig, due: { id: string; amount: number }): PixCharge {
  if (!config.key.trim()) return { ok: false, reason: PIX_NO_KEY };
  if (ambiguousKey(config.key)) return { ok: false, reason: PIX_AMBIGUOUS_KEY };
  const txid = pixTxid(due.id);
  const payload = generatePixPayload({
    key: config.key,
    merchantName: config.receiverName,
    merchantCity: config.city,
    amount: Math.round(due.amount * 100) / 100,
    ...(txid === '***' ? {} : { txid }),
  });
  if (payload) return { ok: true, payload, txid };
  // The library refuses a key it cannot normalise, a receiver without a name or city (in letters it
  // can write), and an amount it cannot write exactly: each said apart, so the right thing is fixed.
  if (!getPixKeyInfo(config.key)) return { ok: false, reason: PIX_BAD_KEY };
  const receiverOnly = generatePixPayload({
    key: config.key,
    merchantName: config.receiverName,
    merchantCity: config.city,
  });
  return { ok: false, reason: receiverOnly ? PIX_BAD_AMOUNT : PIX_NO_RECEIVER };
}

/** What a payload says, read back by the same library (tests, and a guard before showing it). */
export const readPixPayload = getPixPayloadInfo;
