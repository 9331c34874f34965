import { LogoMark } from './icons';
import { SectionLink } from './section-link';
import { SocialLinks } from './social-links';
import { studio } from './studio';
import { Island } from './islands';

export function SiteFooter() {
  const { address } = studio;
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div>
          <SectionLink to="inicio" className="brand brand--light">
            <LogoMark size={36} />
            <span className="brand-name">Salus</span>
          </SectionLink>
          <p className="footer-tagline">{studio.tagline}</p>
        </div>
        <div>
          <h2 className="footer-title">Endereço</h2>
          <p>
            {address.street} - {address.district}
            <br />
            {address.city} - {address.state}, {address.postalCode}
          </p>
        </div>
        <div>
          <h2 className="footer-title">Siga a Salus</h2>
          <SocialLinks withEmail className="social-links--light" />
        </div>
      </div>
      <div className="container footer-bottom">
        <Island name="copyright" />
      </div>
    </footer>
  );
}
