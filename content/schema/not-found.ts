// content/not-found.yaml → notFound
import { z } from 'zod';
import { type Links, metaSchema, textSchema } from './blocks.ts';

export const notFoundSchema = (l: Links) =>
  z.strictObject({
    meta: metaSchema,
    code: textSchema,
    title: textSchema,
    message: textSchema,
    home: l.link,
    help: l.link,
  });
