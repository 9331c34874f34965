// The queries of the staff screens, as their floor pages run them. Names are the app's live keys
// (src/data/hooks.ts), so a cold open's steps can be matched with them.
import type { FloorQuery } from './floor-query.ts';

export const profile: FloorQuery = { name: 'profile', path: 'users/{uid}', doc: true };
export const students: FloorQuery = { name: 'students', path: 'students', orderBy: [['nome', 'asc']] };
export const instructors: FloorQuery = { name: 'instructors', path: 'instructors', orderBy: [['nome', 'asc']] };
export const schedules: FloorQuery = { name: 'schedules', path: 'schedules', orderBy: [['createdAt', 'asc']] };
export const users: FloorQuery = { name: 'users', path: 'users', orderBy: [['nome', 'asc']] };
export const paymentSummaries: FloorQuery = { name: 'paymentSummaries', path: 'paymentSummaries' };
/** The menu's count of users awaiting approval (an admin's shell runs it on every screen). */
export const pendingUsers: FloorQuery = {
  name: 'users:pending',
  path: 'users',
  where: [['active', '==', 'pending']],
  background: true,
};
export const paymentsBetween = (from: string, to: string): FloorQuery => ({
  name: `paid:${from}:${to}`,
  path: 'payments',
  where: [
    ['paymentDate', '>=', from],
    ['paymentDate', '<=', to],
  ],
  orderBy: [['paymentDate', 'asc']],
});
