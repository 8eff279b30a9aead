// Site footer: brand blurb, socials, quick links, contact details, copyright,
// and the links to the legal pages (the privacy policy, the terms of service).

import { useBuild } from '../framework/build/context.ts';
import { useContent } from './content.ts';
import { labelFit } from './label-fit.ts';
import { SocialIcon } from './SocialIcon.tsx';

export function Footer() {
  const { year } = useBuild();
  const { site } = useContent();
  const { footer } = site;
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section className="site-footer__brand" aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="site-footer__wordmark">
            {site.brand}
          </h2>
          <p>{site.blurb}</p>
          <ul className="socials">
            {site.socials.map((social) => (
              <li key={social.name}>
                <a href={social.href} rel="noopener noreferrer" target="_blank" className="socials__link">
                  <SocialIcon name={social.name} />
                  <span className="visually-hidden">{social.name} (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav className="site-footer__links" aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="site-footer__heading">
            Quick Links
          </h2>
          <ul>
            {footer.quickLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <section className="site-footer__contact" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            Contact
          </h2>
          <ul>
            <li>
              <a href={site.phone.href}>{site.phone.display}</a>
            </li>
            <li>
              <a href={site.email.href}>{site.email.display}</a>
            </li>
            <li>
              <a className="site-footer__book" href={footer.bookHref} style={labelFit(footer.bookLabel)}>
                <span className="label-fit">{footer.bookLabel}</span>
              </a>
            </li>
          </ul>
        </section>
      </div>
      <div className="site-footer__bottom">
        <p className="site-footer__copyright">
          © {year} {footer.copyright}
        </p>
        <ul className="site-footer__legal">
          {footer.legal.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
