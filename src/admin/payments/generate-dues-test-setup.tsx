// What the 'Gerar mensalidades' component tests share: the students' fees, what the month holds, and the dialog
// opened on its first preview. Each test file mocks data/hooks, payment-ledger and monthly-dues-repo itself.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { useStudentFees } from '../../data/hooks';
import { createMonthlyDues, monthPayments } from '../../data/monthly-dues-repo';
import { live } from '../testing/factories';
import { dialog, now, openPayments } from './payments-test-setup';

export const fees = (valorMensalidade: number, frequencia: '2x' | 'avulsa' = '2x') => ({
  valorMensalidade,
  formaPagamento: 'pix' as const,
  dataVencimento: '31',
  frequencia,
});

/** What the month holds: its generated dues and the students with a payment due in it. */
export const held = (dueIds: string[] = [], charged: string[] = []) => ({
  dueIds: new Set(dueIds),
  charged: new Set(charged),
});

/** useStudentFees' answer: the fees read, and the ids of those that fail their format. */
export const feesRead = (
  byId: ReadonlyMap<string, ReturnType<typeof fees>>,
  options: Parameters<typeof live>[1] & { unreadableIds?: string[]; fromCache?: boolean } = {},
) => ({ ...live(byId, options), unreadableIds: options.unreadableIds ?? [], fromCache: options.fromCache ?? false });

/** Pagamentos, with 'Gerar mensalidades' open on its first preview. */
export async function openPreview() {
  const { user } = openPayments();
  await user.click(screen.getByRole('button', { name: 'Gerar mensalidades' }));
  await within(dialog('Gerar mensalidades')).findByRole('alert', { name: 'Prévia' });
  return user;
}

/** Every test of the file starts with setUpGenerateDues' studio, on its own clock, and its mocks cleared. */
export function setUpGenerateDuesTests() {
  beforeEach(setUpGenerateDues);
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
    vi.restoreAllMocks(); // navigator.onLine, where a test went offline
  });
}

/** Ana 280, Davi 0 (no fee), Caio 'avulsa'; Bia is inactive. The month holds nothing; every batch is written. */
function setUpGenerateDues() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now); // 2025-06-15 in São Paulo
  vi.mocked(useStudentFees).mockReturnValue(
    feesRead(
      new Map([
        ['ana', fees(280)],
        ['davi', fees(0)],
        ['caio', fees(90, 'avulsa')],
        ['bia', fees(150)],
      ]),
    ),
  );
  vi.mocked(monthPayments).mockResolvedValue(held());
  vi.mocked(createMonthlyDues).mockImplementation(async (dues, _summaryOf, onProgress) => {
    onProgress(dues.length, dues.length);
    return { created: dues.length, failed: 0 };
  });
}
