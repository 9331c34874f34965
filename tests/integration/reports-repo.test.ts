// What Relatórios asks the server for (issue 12): the payments of the months shown, pending dues,
// revenue sums and active counts by aggregation — against the emulator and the rules.
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn, signOut } from '../../src/data/auth-service';
import type { PaymentRecord } from '../../src/data/payments-repo';
import {
  countActive,
  monthlyRevenue,
  subscribePaymentsBetween,
  subscribePendingDue,
} from '../../src/data/reports-repo';
import { admin, clearEmulators, createStaff, stored, uniqueEmail } from '../support/emulator';
import { payment, schedule } from '../support/fixtures';
import { connectDataLayerToEmulators, nextValue } from '../support/web-client';

connectDataLayerToEmulators();

beforeEach(async () => {
  await signOut();
  await clearEmulators();
  const db = admin().db;
  const writes = [
    payment({ amount: 100.1, paymentDate: '2025-05-31', status: 'paid' }),
    payment({ amount: 200.2, paymentDate: '2025-06-01', status: 'paid' }),
    payment({ amount: 0.3, paymentDate: '2025-06-30', status: 'paid' }),
    payment({ amount: 999, paymentDate: '2025-06-15', dueDate: '2025-06-20', status: 'pending' }),
    payment({ amount: 50, paymentDate: '2025-07-01', status: 'paid' }),
  ];
  for (const data of writes) await db.collection('payments').add(stored(data));
  await db.collection('schedules').add(stored(schedule({ active: true })));
  await db.collection('schedules').add(stored(schedule({ active: false })));
  // Changed from 01/07 on: ended the day before, still active; its successor begins then.
  await db.collection('schedules').add(stored(schedule({ active: true, endDate: '2025-06-30' })));
  await db.collection('schedules').add(stored(schedule({ active: true, startDate: '2025-07-01' })));
  await db.collection('schedules').add(stored(schedule({ active: true, endDate: '2025-07-31' })));
  const email = uniqueEmail('admin');
  await createStaff(email, { role: 'admin', password: 'senha123' });
  await signIn(email, 'senha123', true);
});

describe('reports repository', () => {
  it('reads only the payments of the months shown, and the pending dues of a range', async () => {
    const june = await nextValue<PaymentRecord[]>((onData, onError) =>
      subscribePaymentsBetween('2025-06-01', '2025-06-31', onData, onError),
    );
    expect(june.map((p) => p.paymentDate)).toEqual(['2025-06-01', '2025-06-15', '2025-06-30']);
    const dues = await nextValue<PaymentRecord[]>((onData, onError) =>
      subscribePendingDue('2025-06-15', '2025-06-22', onData, onError),
    );
    expect(dues.map((p) => p.amount)).toEqual([999]);
  });

  it('sums each month’s paid revenue and counts the schedules given on the server', async () => {
    expect(
      await monthlyRevenue([
        { from: '2025-05-01', to: '2025-05-31' },
        { from: '2025-06-01', to: '2025-06-31' },
        { from: '2025-08-01', to: '2025-08-31' },
      ]),
    ).toEqual([100.1, 200.5, 0]);
    expect(await countActive('schedules', '2025-06-30')).toBe(3); // not the successor yet
    expect(await countActive('schedules', '2025-07-01')).toBe(3); // nor the class it replaced
    expect(await countActive('schedules', '2025-08-01')).toBe(2);
  });
});
