// Team: a light page under the solid header: the title, the intro with the business's
// figures, the team photo, a card per member, and the call to join the team.

import { useContent } from '../components/content.ts';
import { Picture } from '../components/Picture.tsx';
import { CallToAction } from '../components/sections/CallToAction.tsx';
import { CardGrid } from '../components/sections/CardGrid.tsx';
import { Stats } from '../components/sections/Stats.tsx';
import { TeamCard } from '../components/sections/TeamCard.tsx';
import type { SiteContent } from '../content/schema/index.ts';
import type { PageMeta } from '../framework/build/page.ts';

export function meta({ team }: SiteContent): PageMeta {
  return { ...team.meta, header: 'solid' };
}

export default function TeamPage() {
  const { title, intro, stats, familyPhoto, members, join } = useContent().team;
  return (
    <>
      <div className="surface-light">
        <section className="section team-intro" aria-labelledby="page-title">
          <div className="container team-intro__inner">
            <div className="team-intro__text">
              <h1 id="page-title">{title}</h1>
              <p className="lead">{intro}</p>
              <Stats items={stats} />
            </div>
            <div className="team-intro__photo">
              <Picture image={familyPhoto.image} layout="split" alt={familyPhoto.alt} priority imgClassName="team-intro__img" />
            </div>
          </div>
        </section>
        <div className="section section--join">
          <div className="container">
            <CardGrid items={members} columns={{ md: 3, lg: 4 }} maxCard="22rem" parts={5} className="team-grid" itemKey={(m) => m.slug}>
              {(m, _, sizes) => <TeamCard member={m} photoSizes={sizes} />}
            </CardGrid>
          </div>
        </div>
      </div>
      <CallToAction id="join-title" title={join.title} text={join.text} cta={join.cta} />
    </>
  );
}
