import { describe, expect, it } from 'vitest';
import { chargeLink, whatsappNumber, withOthersOpen } from './payment-charge';
import { pixCharge, readPixPayload } from './pix';

const today = '2025-06-15';
const adult = {
  nome: 'Ana Souza',
  telefone: '(48) 99123-4567',
  dataNascimento: '1990-01-01',
  responsavel: '',
  telefoneResponsavel: '',
};
const minor = {
  ...adult,
  nome: 'Lia Souza',
  dataNascimento: '2015-03-01',
  responsavel: 'Carla Souza',
  telefoneResponsavel: '(48) 3222-1111',
};
const open = { amount: 280, dueDate: '2025-06-10' };

const textOf = (url: string) => new URL(url).searchParams.get('text') ?? '';

describe('chargeLink', () => {
  it('opens a chat with an adult student and a polite message with amount and due date', () => {
    const link = chargeLink(adult, open, 'Salus', today);
    if (!link.ok) throw new Error(link.reason);
    expect(link.url.startsWith('https://wa.me/5548991234567?text=')).toBe(true);
    expect(textOf(link.url)).toBe(
      'Olá, Ana! Tudo bem? Aqui é da Salus. Passando para lembrar que o pagamento no valor de R$\u00a0280,00, ' +
        'com vencimento em 10/06/2025, está em aberto. Se já foi pago, por favor desconsidere esta mensagem. Obrigado!',
    );
  });

  it('names the other dues already late, and the sum with the one charged; not those still ahead', () => {
    const due = (id: string, dueDate: string, amount = 280) => ({
      id,
      amount,
      dueDate,
      status: 'pending' as const,
      paymentDate: dueDate,
    });
    const dues = [
      due('abr', '2025-04-10'),
      due('mai', '2025-05-10', 280.1),
      due('jun', '2025-06-10'),
      due('jul', '2025-07-10'),
    ];
    const text = (charged: (typeof dues)[number]) => {
      const link = chargeLink(adult, withOthersOpen(charged, dues, today), 'Salus', today);
      return link.ok ? textOf(link.url) : link.reason;
    };
    expect(text(dues[0]!)).toContain(
      'no valor de R$\u00a0280,00, com vencimento em 10/04/2025, está em aberto. ' +
        'Há também outras 2 cobranças vencidas em aberto; com esta, o total é de R$\u00a0840,10. Se já foi pago',
    );
    // July's, generated early, is not owed yet: charged, it names the three late ones.
    expect(withOthersOpen(dues[3]!, dues, today).alsoOpen).toEqual({ count: 3, total: 1120.1 });
    expect(withOthersOpen(dues[0]!, [dues[0]!, dues[3]!], today).alsoOpen).toBeUndefined();
    expect(text(dues[1]!)).toContain('no valor de R$\u00a0280,10');
  });

  it("writes to a minor's guardian, naming the student", () => {
    const link = chargeLink(minor, open, 'Salus', today);
    if (!link.ok) throw new Error(link.reason);
    expect(link.url.startsWith('https://wa.me/554832221111?')).toBe(true);
    expect(textOf(link.url)).toMatch(/^Olá, Carla! .* o pagamento de Lia Souza no valor de/);
  });

  it('writes to the guardian of a student of unknown age who has one on file', () => {
    const link = chargeLink({ ...minor, dataNascimento: '' }, open, 'Salus', today);
    expect(link.ok && link.url.startsWith('https://wa.me/554832221111?')).toBe(true);
  });

  it.each([
    ['an adult without phone', { ...adult, telefone: '' }, 'Sem telefone cadastrado'],
    ['an adult with a short phone', { ...adult, telefone: '9912-345' }, 'Sem telefone cadastrado'],
    ['a minor without guardian phone', { ...minor, telefoneResponsavel: '' }, 'Sem telefone do responsável'],
  ])('gives the reason for %s', (_case, student, reason) => {
    expect(chargeLink(student, open, 'Salus', today)).toEqual({ ok: false, reason });
  });

  it("ends with the 'Pix copia e cola' of the amount charged, which the BR Code parser reads back", () => {
    const pix = pixCharge(
      { key: 'contato@salusfloripa.com.br', receiverName: 'Salus', city: 'Florianópolis' },
      { id: 'Xq3v9LmB2pRt7KcW1yZa', amount: 280 },
    );
    if (!pix.ok) throw new Error(pix.reason);
    const link = chargeLink(adult, open, 'Salus', today, pix.payload);
    if (!link.ok) throw new Error(link.reason);
    const [message, copyPaste] = textOf(link.url).split('\n\nPix copia e cola:\n');
    expect(message).toMatch(/no valor de R\$\u00a0280,00, com vencimento em 10\/06\/2025/);
    expect(readPixPayload(copyPaste ?? '')).toMatchObject({
      key: 'contato@salusfloripa.com.br',
      amount: 280,
      txid: 'Xq3v9LmB2pRt7KcW1yZa',
    });
    // The same chat, with the code alone: a message a bank accepts when it is copied whole.
    expect(link.codeUrl?.startsWith('https://wa.me/5548991234567?text=')).toBe(true);
    expect(textOf(link.codeUrl ?? '')).toBe(pix.payload);
  });

  it('says the code pays this due, not the total, when other late dues are named with it', () => {
    const pix = pixCharge(
      { key: 'contato@salusfloripa.com.br', receiverName: 'Salus', city: 'Florianópolis' },
      { id: 'Xq3v9LmB2pRt7KcW1yZa', amount: 280 },
    );
    if (!pix.ok) throw new Error(pix.reason);
    const link = chargeLink(adult, { ...open, alsoOpen: { count: 2, total: 840 } }, 'Salus', today, pix.payload);
    if (!link.ok) throw new Error(link.reason);
    expect(textOf(link.url)).toContain(
      `o total é de R$\u00a0840,00. Se já foi pago, por favor desconsidere esta mensagem. Obrigado!\n\nPix copia e cola desta cobrança (R$\u00a0280,00):\n${pix.payload}`,
    );
  });

  it('offers no code-only message without a Pix', () => {
    const link = chargeLink(adult, open, 'Salus', today);
    expect(link.ok && link.codeUrl).toBe(null);
  });

  it('writes to the guardian for a due that fell due before the student turned 18, as the printed charge names them', () => {
    const turned18 = { ...minor, dataNascimento: '2007-06-12' }; // 18 on 2025-06-12, after the due of 06-10
    const late = chargeLink(turned18, open, 'Salus', today);
    expect(late.ok && late.url.startsWith('https://wa.me/554832221111?')).toBe(true);
    // A due still ahead is charged to the student, who is of age today.
    const ahead = chargeLink(turned18, { ...open, dueDate: '2025-06-20' }, 'Salus', today);
    expect(ahead.ok && ahead.url.startsWith('https://wa.me/5548991234567?')).toBe(true);
  });

  it('encodes user text safely in the link', () => {
    const link = chargeLink({ ...adult, nome: 'Zé & <b>Filho</b>?' }, open, 'Salus', today);
    if (!link.ok) throw new Error(link.reason);
    expect(new URL(link.url).searchParams.size).toBe(1);
    expect(textOf(link.url)).toContain('Olá, Zé!');
  });

  it.each([
    ['(48) 99123-4567', '5548991234567'],
    ['48 3222-1111', '554832221111'],
    ['123', null],
  ])('whatsappNumber(%s) = %s', (phone, number) => {
    expect(whatsappNumber(phone)).toBe(number);
  });
});
