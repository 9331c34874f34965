import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { scrollToSection } from './smooth-scroll';

export type SectionId = 'pilates' | 'servicos' | 'infantil' | 'sobre' | 'contato';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: SectionId | 'inicio';
  /** Runs after a same-tab click, e.g. to close the mobile menu. */
  onNavigate?: () => void;
};

type Click = Pick<
  globalThis.MouseEvent,
  'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'
> & {
  preventDefault(): void;
};

/** Scrolls smoothly to section `to` for a plain click; returns whether it was one. */
function scrollOnClick(event: Click, to: string): boolean {
  // New tab, new window, download: leave those to the browser.
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return false;
  }
  if (scrollToSection(to)) event.preventDefault();
  return true;
}

/**
 * A plain #hash link (it works without JavaScript) that scrolls smoothly: by its own handler inside a
 * hydrated island (the header), elsewhere through `smoothSectionLinks` — the page's other parts
 * are never hydrated.
 */
export function SectionLink({ to, onNavigate, onClick, ...rest }: Props) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (scrollOnClick(event, to)) onNavigate?.();
  };
  return <a href={`#${to}`} data-section-link={to} onClick={handleClick} {...rest} />;
}

/** One listener for every section link that React does not handle (parts of the page left static). */
export function smoothSectionLinks(root: Document): void {
  root.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>('a[data-section-link]') : null;
    if (link?.dataset.sectionLink) scrollOnClick(event, link.dataset.sectionLink);
  });
}
