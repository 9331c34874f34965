// The parts of the public page that do something in the browser — the header's menu, the promotion
// card, the footer's year — are its "islands": prerendered with the rest, and the only parts React
// hydrates (main.tsx). Everything else stays the static HTML it was built as, which costs the
// browser no JavaScript work; its section links scroll smoothly through one listener
// (smoothSectionLinks).
import type { ReactElement } from 'react';
import { Copyright } from './copyright';
import { Promo } from './promo';
import { SiteHeader } from './site-header';

export const islands = {
  header: <SiteHeader />,
  promo: <Promo />,
  copyright: <Copyright />,
} satisfies Record<string, ReactElement>;

export type IslandName = keyof typeof islands;

/** Where an island is, in the page and in the prerendered HTML (a box-less wrapper: display: contents). */
export function Island({ name }: { name: IslandName }) {
  return (
    <div className="island" data-island={name}>
      {islands[name]}
    </div>
  );
}
