import { describe, expect, it } from 'vitest';
import { chargeRows, chargeStatement, payerOf, payerOfPayment, receiptRows, receiptStatement } from './receipt';

const today = '2026-11-29';

describe('payerOf', () => {
  it('names the guardian of a minor, who pays', () => {
    expect(payerOf({ nome: 'Lia Souza', dataNascimento: '2018-05-02', responsavel: ' Marta Souza ' }, today)).toEqual({
      student: 'Lia Souza',
      guardian: 'Marta Souza',
    });
  });

  it('names an adult alone, even with a guardian on file', () => {
    expect(payerOf({ nome: 'Ana Souza', dataNascimento: '1990-01-10', responsavel: 'Marta Souza' }, today)).toEqual({
      student: 'Ana Souza',
      guardian: '',
    });
  });

  it('names the guardian on file of a student of unknown age, as the contract does', () => {
    expect(payerOf({ nome: 'Lia Souza', dataNascimento: '', responsavel: 'Marta Souza' }, today).guardian).toBe(
      'Marta Souza',
    );
  });
});

describe('payerOfPayment', () => {
  // Lia turned 18 on 2026-03-01; Marta paid for her before.
  const lia = { nome: 'Lia Souza', dataNascimento: '2008-03-01', responsavel: 'Marta Souza' };
  const payment = (status: 'paid' | 'pending', paymentDate: string, dueDate: string) => ({
    status,
    paymentDate,
    dueDate,
  });

  it('names on a receipt who paid on its payment date, even printed again after the 18th birthday', () => {
    expect(payerOfPayment(lia, payment('paid', '2025-06-10', '2025-06-10'), today).guardian).toBe('Marta Souza');
    expect(payerOfPayment(lia, payment('paid', '2026-04-10', '2026-04-10'), today).guardian).toBe('');
  });

  it('names on a charge who owes it: the guardian of a due from the minority, the student of a due since', () => {
    expect(payerOfPayment(lia, payment('pending', '2026-02-10', '2026-02-10'), today).guardian).toBe('Marta Souza');
    expect(payerOfPayment(lia, payment('pending', '2026-12-10', '2026-12-10'), today).guardian).toBe('');
  });
});

describe('the statement of a receipt and of a charge', () => {
  const payer = { student: 'Ana Souza', guardian: '' };
  const payment = (notes: string) =>
    ({
      amount: 280,
      paymentDate: '2026-11-10',
      dueDate: '2026-11-10',
      paymentMethod: 'pix',
      notes,
      discipline: '',
      plan: '',
    }) as const;

  it("writes a generated due's notes as the sentence reads ('à mensalidade'), and other notes beside it", () => {
    expect(receiptStatement('Salus', payer, payment('Mensalidade de novembro de 2026'))).toMatch(
      /, referente à mensalidade de novembro de 2026\.$/,
    );
    expect(chargeStatement('Salus', payer, payment('Mensalidade de novembro de 2026'))).toMatch(
      /, referente à mensalidade de novembro de 2026\.$/,
    );
    // Other notes are not what was paid for ('referente a Desconto de 10%…' was printed): a row of their own.
    const discounted = payment('Desconto de 10% por pagamento antecipado.');
    expect(receiptStatement('Salus', payer, discounted)).toMatch(
      /, referente a pagamento com vencimento em 10\/11\/2026\.$/,
    );
    expect(chargeStatement('Salus', payer, { ...discounted, discipline: 'pilates' })).toMatch(
      /, com vencimento em 10\/11\/2026, referente a Pilates\.$/,
    );
    for (const rows of [receiptRows(payer, discounted), chargeRows(payer, discounted)])
      expect(rows).toContainEqual({ label: 'Observações', value: 'Desconto de 10% por pagamento antecipado.' });
    expect(receiptRows(payer, payment('Mensalidade de novembro de 2026')).map((r) => r.label)).not.toContain(
      'Observações',
    );
    expect(receiptStatement('Salus', payer, payment('Mensalidades de junho e julho'))).toMatch(
      /, referente às mensalidades de junho e julho\.$/,
    );
    // Typed in capitals: kept as typed (not 'à mENSALIDADE').
    expect(receiptStatement('Salus', payer, payment('MENSALIDADE DE JUNHO'))).toMatch(
      /, referente à MENSALIDADE DE JUNHO\.$/,
    );
    expect(receiptStatement('Salus', payer, payment('MENSALIDADE de junho'))).toMatch(
      /, referente à MENSALIDADE de junho\.$/,
    );
  });
});
