// Fields a schema marks private (`.meta({ private: true })`) are left out of what the build
// publishes of the content apart from the pages (generator/editor/private-fields.ts): wherever the
// field sits (in a list, a union's branch, a record, a recursive schema), and nothing else goes.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { z } from 'zod';
import { withoutPrivateFields } from '../../generator/editor/private-fields.ts';
import { ownPages, routesOf } from '../../generator/routes.ts';
import { content } from '../helpers/content.ts';
import { contentSchemas } from '../helpers/content-schemas.ts';
import { PAGES } from '../helpers/site.ts';

const note = z.string().optional().meta({ private: true });

test('a private field is left out in lists, union branches and records; every other field stays', () => {
  const schema = z.object({
    title: z.string(),
    sections: z.array(z.object({ title: z.string(), note })),
    block: z.union([z.object({ kind: z.literal('a'), note }), z.object({ kind: z.literal('b'), text: z.string() })]),
    byName: z.record(z.string(), z.object({ text: z.string(), note })),
    pair: z.tuple([z.object({ note }), z.string()]),
  });
  const value = {
    title: 'T',
    sections: [{ title: 'One', note: 'secret 1' }, { title: 'Two' }],
    block: { kind: 'a', note: 'secret 2' },
    byName: { x: { text: 'X', note: 'secret 3' } },
    pair: [{ note: 'secret 4' }, 'kept'],
  };
  assert.equal(withoutPrivateFields({ page: schema.parse(value) }, { page: schema }), {
    page: {
      title: 'T',
      sections: [{ title: 'One' }, { title: 'Two' }],
      block: { kind: 'a' },
      byName: { x: { text: 'X' } },
      pair: [{}, 'kept'],
    },
  });
});

test('a recursive schema is followed through its references, and a module without a schema is kept as it is', () => {
  interface Item {
    name: string;
    note?: string;
    children: Item[];
  }
  const item: z.ZodType<Item> = z.lazy(() => z.object({ name: z.string(), note, children: z.array(item) }));
  const tree = { name: 'root', note: 'secret', children: [{ name: 'leaf', note: 'secret too', children: [] }] };
  assert.equal(withoutPrivateFields({ tree, other: { note: 'not described' } }, { tree: item }), {
    tree: { name: 'root', children: [{ name: 'leaf', children: [] }] },
    other: { note: 'not described' },
  });
});

test("the site's content: no text of a private field is left, and the content is otherwise whole", () => {
  const schemas = contentSchemas(routesOf(ownPages(PAGES)));
  const published = JSON.stringify(withoutPrivateFields(content, schemas));
  const notes = [content.privacy, content.terms].flatMap((page) => page.sections.flatMap((s) => (s.legalReview ? [s.legalReview] : [])));
  for (const text of notes) assert.not.ok(published.includes(JSON.stringify(text).slice(1, -1)), `left in: ${text}`);
  const withoutNotes = (page: typeof content.terms) => ({ ...page, sections: page.sections.map(({ legalReview: _, ...s }) => s) });
  assert.equal(
    JSON.parse(published),
    JSON.parse(JSON.stringify({ ...content, privacy: withoutNotes(content.privacy), terms: withoutNotes(content.terms) })),
  );
});

test.run();
