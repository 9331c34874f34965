import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { promo } from './content';
import { ExternalLink } from './external-link';
import { CloseIcon, GiftIcon, WhatsAppIcon } from './icons';
import { studio } from './studio';

/**
 * The Pilates + free therapy promotion: a card shown on load (it is in the prerendered HTML and
 * fixed-positioned, so it never shifts the layout). Closing it, by button or Escape, swaps it for a
 * round WhatsApp button with the promotion message. Not persisted: it is back on the next visit.
 */
export function Promo() {
  const [open, setOpen] = useState(true);
  const floatingRef = useRef<HTMLAnchorElement>(null);
  const focusFloating = useRef(false);

  useEffect(() => {
    // Keep keyboard focus from falling to <body> when the card it was in disappears.
    if (!open && focusFloating.current) {
      focusFloating.current = false;
      floatingRef.current?.focus();
    }
  }, [open]);

  const close = () => {
    focusFloating.current = true;
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };

  return (
    <aside className="promo" aria-label={promo.label}>
      {open ? (
        <div className="promo-card" onKeyDown={onKeyDown}>
          <button type="button" className="promo-close" aria-label="Fechar" onClick={close}>
            <CloseIcon size={20} />
          </button>
          <p className="promo-label">
            <GiftIcon size={18} />
            {promo.label}
          </p>
          <p className="promo-title">{promo.title}</p>
          <p className="promo-text">{promo.text}</p>
          <ExternalLink className="btn btn-primary btn-small" href={studio.whatsapp.promoUrl}>
            <WhatsAppIcon size={18} />
            {promo.cta}
          </ExternalLink>
        </div>
      ) : (
        <ExternalLink
          ref={floatingRef}
          className="whatsapp-float"
          href={studio.whatsapp.promoUrl}
          aria-label="Falar no WhatsApp sobre a promoção"
        >
          <WhatsAppIcon size={30} />
        </ExternalLink>
      )}
    </aside>
  );
}
