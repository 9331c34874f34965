import { contact } from './content';
import { ExternalLink } from './external-link';
import { formatHours } from './format';
import { ClockIcon, InstagramIcon, MailIcon, PhoneIcon, PinIcon, WhatsAppIcon } from './icons';
import { mailtoUrl } from './links';
import { SectionHeading } from './section-heading';
import { studio } from './studio';

const { address } = studio;

export function ContactSection() {
  return (
    <section id="contato" className="section contact" aria-labelledby="contato-title" tabIndex={-1}>
      <div className="container contact-grid">
        <div className="contact-info">
          <SectionHeading id="contato-title" eyebrow={contact.eyebrow} title={contact.title} lead={contact.lead} />
          <ul className="contact-facts">
            <li>
              <PinIcon />
              <div>
                <address>
                  {address.street}
                  <br />
                  {address.district}, {address.city} - {address.state}
                  <br />
                  CEP {address.postalCode}
                </address>
                <ExternalLink className="text-link" href={studio.map.directionsUrl}>
                  Como chegar
                </ExternalLink>
              </div>
            </li>
            <li>
              <ClockIcon />
              <div>
                {studio.hours.map((h) => (
                  <p key={h.label}>
                    {h.label}: {formatHours(h.opens, h.closes)}
                  </p>
                ))}
              </div>
            </li>
            <li>
              <PhoneIcon />
              <a className="text-link" href={studio.phone.href}>
                {studio.phone.display}
              </a>
            </li>
          </ul>
          <div className="contact-actions">
            <a className="btn btn-light" href={mailtoUrl(studio.email)}>
              <MailIcon size={20} />
              Email
            </a>
            <ExternalLink className="btn btn-light" href={studio.instagram.url}>
              <InstagramIcon size={20} />
              Instagram
            </ExternalLink>
            <ExternalLink className="btn btn-whatsapp" href={studio.whatsapp.chatUrl}>
              <WhatsAppIcon size={20} />
              WhatsApp
            </ExternalLink>
          </div>
        </div>
        <div className="contact-map">
          <iframe
            title={`Mapa com a localização da ${studio.name}`}
            src={studio.map.embedUrl}
            width="600"
            height="400"
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            allowFullScreen
          />
        </div>
      </div>
    </section>
  );
}
