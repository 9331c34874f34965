// Every screen the benchmark measures, in the order printed. To add one, write its ScreenBench in
// scripts/bench/screens/ (see students.ts) and list it here.
import type { ScreenBench } from './harness.ts';
import { dashboardBench } from './screens/dashboard.ts';
import { paymentsBench } from './screens/payments.ts';
import { reportsBench } from './screens/reports.ts';
import { studentsBench } from './screens/students.ts';
import { usersBench } from './screens/users.ts';
import { weekBench } from './screens/week.ts';

export const screenBenches: ScreenBench[] = [
  dashboardBench,
  weekBench,
  studentsBench,
  usersBench,
  paymentsBench,
  reportsBench,
];
