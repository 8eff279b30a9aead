// Team: one member. Photo with an initials fallback (Avatar), name, role, bio, the member's
// fixed badge ('DJR') when they have one, and icon links to their profiles when they have any.
import type { TeamMember } from '../../content/schema/index.ts';
import { SocialIcon } from '../SocialIcon.tsx';
import { Avatar } from '../widgets/Avatar.tsx';

interface Props {
  member: TeamMember;
  /** The photo's slot in its grid (CardGrid). */
  photoSizes?: string;
}

const NETWORKS = [
  ['instagram', 'Instagram'],
  ['facebook', 'Facebook'],
] as const;

export function TeamCard({ member, photoSizes }: Props) {
  const nameId = `member-${member.slug}`;
  const socials = NETWORKS.flatMap(([key, label]) => (member.socials?.[key] ? [{ label, href: member.socials[key] }] : []));
  return (
    <article className="team-card" aria-labelledby={nameId}>
      <div className="team-card__photo">
        <Avatar name={member.name} image={member.image} sizes={photoSizes} className="team-card__avatar" />
        {member.badge && <span className="team-card__badge">{member.badge}</span>}
      </div>
      <div className="team-card__body">
        <h2 id={nameId} className="team-card__name">
          {member.name}
        </h2>
        <p className="team-card__role">{member.role}</p>
        <p className="team-card__bio">{member.bio}</p>
        {socials.length > 0 && (
          <ul className="team-card__socials">
            {socials.map((s) => (
              <li key={s.label}>
                <a href={s.href} rel="noopener noreferrer" target="_blank" className="team-card__social">
                  <SocialIcon name={s.label} size={18} />
                  <span className="visually-hidden">
                    {member.name} on {s.label} (opens in a new tab)
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
