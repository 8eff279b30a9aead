// content/not-found.yaml → notFound
import { z } from 'zod';
import { metaSchema } from './blocks.ts';
import type { LinkSchemas } from './links.ts';
import { textSchema } from './text.ts';

export const notFoundSchema = (links: LinkSchemas) =>
  z.strictObject({
    meta: metaSchema,
    code: textSchema,
    title: textSchema,
    message: textSchema,
    home: links.link,
    help: links.link,
  });
