import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { hydrateRoot, type RootOptions } from 'react-dom/client';
import { islands, type IslandName } from './islands';

function Ready({ children, onReady }: { children: ReactNode; onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return children;
}

/**
 * Hydrates every island of the prerendered page under `root`, each a root of its own, in a transition
 * (React yields to the browser between them; a click on one not hydrated yet hydrates it at once).
 * `onReady` runs once all of them handle events.
 */
export function hydrateIslands(root: ParentNode, onReady: () => void, options?: RootOptions): void {
  const elements = [...root.querySelectorAll<HTMLElement>('[data-island]')];
  let waiting = elements.length;
  const ready = () => {
    waiting -= 1;
    if (waiting === 0) onReady();
  };
  startTransition(() => {
    for (const element of elements) {
      const island = islands[element.dataset.island as IslandName];
      if (!island) throw new Error(`unknown island ${element.dataset.island}`);
      hydrateRoot(
        element,
        <StrictMode>
          <Ready onReady={ready}>{island}</Ready>
        </StrictMode>,
        options,
      );
    }
  });
}
