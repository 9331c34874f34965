import { useEffect, useRef, useState, useSyncExternalStore, type FocusEvent, type MouseEvent } from 'react';
import { CloseIcon, LogoMark, MenuIcon } from './icons';
import { SectionLink, type SectionId } from './section-link';
import { SocialLinks } from './social-links';

export const navItems: readonly (readonly [SectionId, string])[] = [
  ['pilates', 'Pilates'],
  ['servicos', 'Terapias'],
  ['infantil', 'Aulas Infantis'],
  ['sobre', 'Sobre Nós'],
  ['contato', 'Contato'],
];

const noSubscription = () => () => {};
/** Whether the CSS has the panel open: the toggle, or something in the panel, has focus. */
const openedByCss = () =>
  typeof document !== 'undefined' && document.activeElement?.closest('.menu-toggle, #site-nav') != null;

export function SiteHeader() {
  // Before hydration the panel opens by CSS alone (focus in the toggle): the server HTML says neither
  // open nor closed (no aria-expanded), and a menu so opened stays open once React holds it, instead of
  // shutting under the user's finger when that CSS goes (html[data-hydrated]).
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [openState, setOpen] = useState(openedByCss);
  const open = hydrated && openState;
  // When React took the menu over: a tap from before — which React replays once it has hydrated on
  // it — opened the panel by CSS already, so it opens it rather than toggling it shut.
  const [heldSince] = useState(() => performance.now());
  const toggle = (event: MouseEvent) => setOpen((value) => event.timeStamp < heldSince || !value);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  // While the small-screen menu is open, Escape and a tap outside close it.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!navRef.current?.contains(target) && !toggleRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const close = () => setOpen(false);
  // Tabbing past the panel's last item (or back before the toggle) closes it, so it never covers the
  // element that has focus. Focus leaving the window (relatedTarget null) keeps it open.
  const closeIfFocusLeaves = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !navRef.current?.contains(next) && !toggleRef.current?.contains(next)) close();
  };

  return (
    <header className="site-header">
      <div className="container header-inner">
        <SectionLink to="inicio" className="brand" onNavigate={close}>
          <LogoMark size={38} />
          <span className="brand-name">Salus</span>
        </SectionLink>
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          // Safari focuses a tapped button only when it has a tabindex: before hydration the panel opens
          // on the toggle's focus (header.css).
          tabIndex={0}
          aria-expanded={hydrated ? open : undefined}
          aria-controls="site-nav"
          onClick={toggle}
          onBlur={closeIfFocusLeaves}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
          <span className="visually-hidden">Menu</span>
        </button>
        <nav
          id="site-nav"
          ref={navRef}
          className="site-nav"
          data-open={open}
          aria-label="Principal"
          onBlur={closeIfFocusLeaves}
        >
          <ul className="nav-links">
            {navItems.map(([id, label]) => (
              <li key={id}>
                <SectionLink to={id} onNavigate={close}>
                  {label}
                </SectionLink>
              </li>
            ))}
          </ul>
          <SocialLinks className="nav-social" />
        </nav>
      </div>
    </header>
  );
}
