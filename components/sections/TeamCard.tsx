// Team: one member. Photo with an initials fallback (Avatar), name, role, bio, and the
// member's fixed badge ('DJR') when they have one.
import type { TeamMember } from '../../content/schema.ts';
import { Avatar } from '../widgets/Avatar.tsx';

interface Props {
  member: TeamMember;
}

export function TeamCard({ member }: Props) {
  const nameId = `member-${member.slug}`;
  return (
    <article className="team-card" aria-labelledby={nameId}>
      <div className="team-card__photo">
        <Avatar name={member.name} image={member.image} className="team-card__avatar" />
        {member.badge && <span className="team-card__badge">{member.badge}</span>}
      </div>
      <div className="team-card__body">
        <h2 id={nameId} className="team-card__name">
          {member.name}
        </h2>
        <p className="team-card__role">{member.role}</p>
        <p className="team-card__bio">{member.bio}</p>
      </div>
    </article>
  );
}
