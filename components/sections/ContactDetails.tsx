// Contact: the left column. Phone and e-mail as links, the service area, office hours (a
// nested <dl>), and the Facebook and Instagram links. Labels from content/contact.yaml, values
// from content/site.yaml.
import { Clock, Mail, MapPin, Phone, Share2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useContent } from '../content.ts';
import { SocialIcon } from '../SocialIcon.tsx';

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="contact-details__row">
      {/* A <div> in a <dl> may hold only <dt> and <dd>, so the icon goes inside the <dt>; the
          <dt> has display: contents, leaving the icon and the label as the row's grid items. */}
      <dt className="contact-details__term">
        <span className="contact-details__icon">{icon}</span>
        <span className="contact-details__label">{label}</span>
      </dt>
      <dd className="contact-details__value">{children}</dd>
    </div>
  );
}

const iconProps = { size: 20, strokeWidth: 1.5, 'aria-hidden': true, focusable: false } as const;

export function ContactDetails() {
  const { contact, site } = useContent();
  const { details } = contact;
  return (
    <section className="contact-details" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title" className="contact-details__title">
        {details.title}
      </h2>
      <dl className="contact-details__list">
        <Row icon={<Phone {...iconProps} />} label={details.phoneLabel}>
          <a href={site.phone.href}>{site.phone.display}</a>
        </Row>
        <Row icon={<Mail {...iconProps} />} label={details.emailLabel}>
          <a href={site.email.href}>{site.email.display}</a>
        </Row>
        <Row icon={<MapPin {...iconProps} />} label={details.locationLabel}>
          {site.serviceArea}
        </Row>
        <Row icon={<Clock {...iconProps} />} label={details.hoursLabel}>
          <dl className="hours">
            {site.officeHours.map((h) => (
              <div key={h.days} className="hours__row">
                <dt>{h.days}</dt>
                <dd>{h.hours}</dd>
              </div>
            ))}
          </dl>
        </Row>
        <Row icon={<Share2 {...iconProps} />} label={details.followLabel}>
          <ul className="contact-socials">
            {site.socials.map((s) => (
              <li key={s.name}>
                <a className="contact-socials__link" href={s.href} rel="noopener noreferrer">
                  <SocialIcon name={s.name} size={18} />
                  <span>{s.name}</span>
                </a>
              </li>
            ))}
          </ul>
        </Row>
      </dl>
    </section>
  );
}
