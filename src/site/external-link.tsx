import type { ComponentPropsWithRef } from 'react';

/** A link that opens in a new tab without giving the new page access to this one. */
export function ExternalLink(props: Omit<ComponentPropsWithRef<'a'>, 'target' | 'rel'>) {
  return <a {...props} target="_blank" rel="noopener noreferrer" />;
}
