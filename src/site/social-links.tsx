import { ExternalLink } from './external-link';
import { InstagramIcon, MailIcon, WhatsAppIcon } from './icons';
import { mailtoUrl } from './links';
import { studio } from './studio';

type Props = { className?: string; withEmail?: boolean };

/** Round icon links to the studio's Instagram and WhatsApp (and e-mail). */
export function SocialLinks({ className, withEmail = false }: Props) {
  return (
    <ul className={`social-links ${className ?? ''}`}>
      <li>
        <ExternalLink className="icon-link" href={studio.instagram.url} aria-label="Salus no Instagram">
          <InstagramIcon size={20} />
        </ExternalLink>
      </li>
      <li>
        <ExternalLink
          className="icon-link"
          href={studio.whatsapp.chatUrl}
          aria-label="Conversar com a Salus no WhatsApp"
        >
          <WhatsAppIcon size={20} />
        </ExternalLink>
      </li>
      {withEmail && (
        <li>
          <a className="icon-link" href={mailtoUrl(studio.email)} aria-label="Enviar um email para a Salus">
            <MailIcon size={20} />
          </a>
        </li>
      )}
    </ul>
  );
}
