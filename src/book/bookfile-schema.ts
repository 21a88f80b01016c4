import { z } from 'zod';
import { recordSchema } from '../engine/record.ts';
import { specSchema } from './spec.ts';

/** `<slug>.json`: everything needed to print the book and its answers again (formats.md). */
export const bookSchema = z
  .object({
    title: z.string(),
    slug: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
    seed: z.string(),
    version: z.string().optional(),
    spec: specSchema,
    puzzles: z.array(recordSchema),
  })
  .superRefine((book, ctx) => {
    const ids = new Set<string>();
    book.puzzles.forEach((p, i) => {
      if (ids.has(p.id)) ctx.addIssue({ code: 'custom', path: ['puzzles', i, 'id'], message: `${p.id} appears twice` });
      ids.add(p.id);
    });
  });

export type BookFile = z.output<typeof bookSchema>;
