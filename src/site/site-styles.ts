// The public page's CSS, imported by the entry (main.tsx: the build inlines it into the prerendered
// page) and by SitePage (dev, tests).
import './styles/base.css';
import './styles/buttons.css';
import './styles/header.css';
import './styles/hero.css';
import './styles/sections.css';
import './styles/cards.css';
import './styles/contact.css';
import './styles/promo.css';
