import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { scrollToSection } from './smooth-scroll';

export type SectionId = 'pilates' | 'servicos' | 'infantil' | 'sobre' | 'contato';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: SectionId | 'inicio';
  /** Runs after a same-tab click, e.g. to close the mobile menu. */
  onNavigate?: () => void;
};

/** A plain #hash link (it works without JavaScript) that scrolls smoothly once hydrated. */
export function SectionLink({ to, onNavigate, onClick, ...rest }: Props) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // New tab, new window, download: leave those to the browser.
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    if (scrollToSection(to)) event.preventDefault();
    onNavigate?.();
  };
  return <a href={`#${to}`} onClick={handleClick} {...rest} />;
}
