// A student (its record and private part) with some payments and their summary entry, as the app writes
// them; and Pagamentos, filtered.
import { expect, type Page } from '@playwright/test';
import type { Payment } from '../../../src/domain/payment';
import { summarize, summaryShardOf } from '../../../src/domain/payment-summary';
import { admin, stored, storeStudent } from '../../support/emulator';
import { fullStudent, payment } from '../../support/fixtures';

export async function seedStudentWithPayments(
  nome: string,
  payments: Partial<Payment>[],
  overrides: Parameters<typeof fullStudent>[0] = {},
) {
  const db = admin().db;
  const id = await storeStudent(fullStudent({ nome, telefone: '(48) 99111-2222', ...overrides }));
  const dues = [];
  for (const p of payments) {
    const data = payment({ studentId: id, ...p });
    const doc = await db.collection('payments').add(stored(data));
    dues.push({ ...data, id: doc.id });
  }
  const summary = summarize(dues);
  if (summary) {
    await db
      .doc(`paymentSummaries/${summaryShardOf(id)}`)
      .set({ students: { [id]: summary }, studentId: id, updatedAt: Date.now() }, { merge: true });
  }
  return { id, dues };
}

/** signedInAs's option to sign in straight into Pagamentos, filtered by `query`. */
export const paymentsAt = (query: string) => ({ at: `/admin/pagamentos?q=${encodeURIComponent(query)}` });

export async function expectPayments(page: Page) {
  await expect(page.getByRole('heading', { name: 'Controle de Pagamentos' })).toBeVisible();
}
