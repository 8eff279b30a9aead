// content/team.yaml → team
import { z } from 'zod';
import { imageWithAlt, metaSchema } from './blocks.ts';
import { checkUnique, crossCheck, entries, field } from './checks.ts';
import { httpsUrlSchema, type LinkSchemas } from './links.ts';
import { photoIn } from './media.ts';
import { list, slugSchema, textSchema } from './text.ts';

const teamMemberSchema = z.strictObject({
  slug: slugSchema,
  name: textSchema,
  role: textSchema,
  bio: textSchema,
  /** Optional: the card shows initials when it is missing or fails to load. */
  image: photoIn('team').optional(),
  badge: textSchema.optional(),
  /** Optional profile links, shown as icon links on the member's card. */
  socials: z.strictObject({ instagram: httpsUrlSchema.optional(), facebook: httpsUrlSchema.optional() }).optional(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamSchema = (links: LinkSchemas) =>
  crossCheck(
    z.strictObject({
      meta: metaSchema,
      title: textSchema,
      intro: textSchema,
      stats: list(z.strictObject({ value: textSchema, label: textSchema }), { one: 'figure', many: 'figures', max: 8 }),
      familyPhoto: imageWithAlt('team'),
      members: list(teamMemberSchema, { one: 'member', many: 'team members', min: 1, max: 200 }),
      join: z.strictObject({ title: textSchema, text: textSchema, cta: links.link }),
    }),
    (t, ctx) => {
      if (Array.isArray(t)) return;
      checkUnique(ctx, t.members, field('slug'), (i) => ['members', i, 'slug'], 'member slug');
      const members = entries(t.members);
      const badged = members.filter((m) => m.badge !== undefined).length;
      if (members.length && badged !== 1) {
        ctx.addIssue({ code: 'custom', path: ['members'], message: `expected exactly one member with a badge, found ${badged}` });
      }
    },
  );
