import { preload } from '../../data/hooks';

/** Alunos' data, started by its route while the screen's code downloads (see app/router.tsx). */
export function preloadScreen(): void {
  preload.students();
}
