import { preload } from '../../data/hooks';

/** Instrutores' data, started by its route while the screen's code downloads (see app/router.tsx). */
export function preloadScreen(): void {
  preload.instructors();
}
