import { preload } from '../../data/hooks';

/** Pagamentos' data, started by its route while the screen's code downloads (see app/router.tsx). */
export function preloadScreen(): void {
  preload.students();
  preload.paymentSummaries();
}
