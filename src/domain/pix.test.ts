import { describe, expect, it } from 'vitest';
import { generatePixPayload } from '@brazilian-utils/brazilian-utils';
import {
  PIX_AMBIGUOUS_KEY,
  PIX_BAD_AMOUNT,
  PIX_BAD_KEY,
  PIX_NO_KEY,
  PIX_NO_RECEIVER,
  pixCharge,
  pixTxid,
  readPixPayload,
} from './pix';

const config = { key: 'contato@salusfloripa.com.br', receiverName: 'Salus Pilates', city: 'Florianópolis' };

describe('the BR Code library against the Banco Central manual', () => {
  // The static example of the Manual de Padrões para Iniciação do Pix (random key, no amount).
  const manual =
    '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000' +
    '5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

  it("writes the manual's example byte for byte, CRC included", () => {
    const payload = generatePixPayload({
      key: '123e4567-e12b-12d1-a456-426655440000',
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
    });
    expect(payload).toBe(manual);
  });

  it("reads the manual's example back, and refuses it with a broken CRC", () => {
    expect(readPixPayload(manual)).toEqual({
      key: '123e4567-e12b-12d1-a456-426655440000',
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
      pointOfInitiation: 'static',
    });
    expect(readPixPayload(manual.replace(/1D3D$/, '1D3E'))).toBeNull();
  });
});

describe('pixCharge', () => {
  it.each([
    [280, 'abcDEF123'],
    [0.01, 'x'],
    [1234.5, 'Xq3v9LmB2pRt7KcW1yZa'],
    [999999.99, '2026-11_Xq3v9LmB2pRt7KcW1yZa'],
  ])('carries R$ %s and the due of %s, as its parser reads them', (amount, id) => {
    const charge = pixCharge(config, { id, amount });
    if (!charge.ok) throw new Error(charge.reason);
    expect(readPixPayload(charge.payload)).toEqual({
      key: 'contato@salusfloripa.com.br',
      merchantName: 'Salus Pilates',
      merchantCity: 'Florianopolis',
      pointOfInitiation: 'static',
      amount,
      txid: pixTxid(id),
    });
  });

  it('writes the amount with two decimals (a float sum never asks for a different sum)', () => {
    const charge = pixCharge(config, { id: 'p1', amount: 0.1 + 0.2 });
    expect(charge.ok && readPixPayload(charge.payload)?.amount).toBe(0.3);
  });

  it('normalises a phone key as the DICT stores it', () => {
    const charge = pixCharge({ ...config, key: '(48) 99812-3456' }, { id: 'p1', amount: 10 });
    expect(charge.ok && readPixPayload(charge.payload)?.key).toBe('+5548998123456');
  });

  it('refuses 11 bare digits, which may be a CPF or a mobile, and takes either written unmistakably', () => {
    // 48999998878 is a mobile number whose digits are also a valid CPF: read as the CPF it would be.
    expect(pixCharge({ ...config, key: '48999998878' }, { id: 'p1', amount: 10 })).toEqual({
      ok: false,
      reason: PIX_AMBIGUOUS_KEY,
    });
    const key = (k: string) => {
      const charge = pixCharge({ ...config, key: k }, { id: 'p1', amount: 10 });
      return charge.ok ? readPixPayload(charge.payload)?.key : charge.reason;
    };
    expect(key('+5548999998878')).toBe('+5548999998878');
    expect(key('(48) 99999-8878')).toBe('+5548999998878');
    expect(key('529.982.247-25')).toBe('52998224725');
  });

  it('says why there is no Pix: no key, a key that is none, an amount Pix cannot carry', () => {
    expect(pixCharge({ ...config, key: '' }, { id: 'p1', amount: 10 })).toEqual({ ok: false, reason: PIX_NO_KEY });
    expect(pixCharge({ ...config, key: '  ' }, { id: 'p1', amount: 10 })).toEqual({ ok: false, reason: PIX_NO_KEY });
    expect(pixCharge({ ...config, key: 'não é chave' }, { id: 'p1', amount: 10 })).toEqual({
      ok: false,
      reason: PIX_BAD_KEY,
    });
    expect(pixCharge(config, { id: 'p1', amount: 0 })).toEqual({ ok: false, reason: PIX_BAD_AMOUNT });
  });

  // A good key is not blamed for a receiver the BR Code cannot name.
  it.each([
    ['no city', { city: '' }],
    ['no name', { receiverName: '' }],
    ['a city without letters it can write', { city: '東京' }],
  ])('says the receiver is incomplete, not the key: %s', (_name, change) => {
    expect(pixCharge({ ...config, ...change }, { id: 'p1', amount: 10 })).toEqual({
      ok: false,
      reason: PIX_NO_RECEIVER,
    });
  });
});

describe('pixTxid', () => {
  it.each([
    ['Xq3v9LmB2pRt7KcW1yZa', 'Xq3v9LmB2pRt7KcW1yZa'],
    // A monthly due: its month (year in two digits) and the whole student id.
    ['2026-11_Xq3v9LmB2pRt7KcW1yZa', '2611Xq3v9LmB2pRt7KcW1yZa'],
    ['a_b-c', 'abc'],
    ['_-', '***'],
  ])('%s → %s (1–25 letters and digits)', (id, txid) => {
    expect(pixTxid(id)).toBe(txid);
  });
});
