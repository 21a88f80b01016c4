import * as z from 'zod/mini';
import '../engine/zod-config.ts';
import { ID, recordSchema } from '../kinds/record.ts';
import { specSchema, titleSchema } from './spec.ts';

/**
 * A spec from a book file written before `typeface` was stored prints as it did then: in
 * Atkinson Hyperlegible, and, for a worksheet, in large print whatever `largePrint` said (it
 * was always written `false`, and worksheets were always large).
 */
function upgradeSpec(spec: unknown): unknown {
  if (typeof spec !== 'object' || spec === null || Array.isArray(spec) || 'typeface' in spec) return spec;
  const s = spec as Record<string, unknown>;
  return { ...s, typeface: 'hyperlegible', ...(s.worksheet === true ? { largePrint: true } : {}) };
}

/** `<slug>.json`: everything needed to print the book and its answers again (docs/formats.md). */
export const bookSchema = z
  .object({
    // Bounded as the spec's own fields are, and equal to them (checked below): the PDFs print
    // the title from here, so an unbounded one could make every footer's fitting run for minutes.
    title: titleSchema,
    slug: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'must be up to 60 lowercase letters, digits and dashes')),
    seed: z.string().check(z.minLength(1), z.maxLength(200)),
    version: z.optional(z.string().check(z.regex(/^\d{1,4}\.\d{1,4}\.\d{1,4}(-[0-9a-z.]{1,40})?$/, 'must be a version, such as 0.1.0'))),
    spec: z.pipe(z.transform(upgradeSpec), specSchema),
    puzzles: z.array(recordSchema),
  })
  .check(z.superRefine((book, ctx) => {
    // The top-level fields repeat the spec's; one that differs would print one title and publish another.
    for (const key of ['title', 'slug', 'seed'] as const) {
      if (book[key] !== book.spec[key]) ctx.addIssue({ code: 'custom', path: [key], message: `differs from spec.${key}` });
    }
    // The sections say which puzzles the book holds, in order; the pages are laid out from them.
    // Counted before anything is allocated: a damaged count (1e308) is refused, not expanded.
    const counted = book.spec.sections.reduce((n, s) => n + s.count, 0);
    if (counted !== book.puzzles.length) {
      ctx.addIssue({ code: 'custom', path: ['puzzles'], message: `holds ${book.puzzles.length} puzzles but the spec's sections count ${counted}` });
      return;
    }
    const kinds = book.spec.sections.flatMap((s) => Array.from({ length: s.count }, () => s.kind));
    book.puzzles.forEach((p, i) => {
      if (p.kind !== kinds[i]) ctx.addIssue({ code: 'custom', path: ['puzzles', i, 'kind'], message: `is ${p.kind} but its section is ${kinds[i]}` });
    });
    // Ids refused for their characters are not compared again.
    const ids = new Set<string>();
    book.puzzles.forEach((p, i) => {
      if (!ID.test(p.id)) return;
      if (ids.has(p.id)) ctx.addIssue({ code: 'custom', path: ['puzzles', i, 'id'], message: `${p.id} appears twice` });
      ids.add(p.id);
    });
  }));

export type BookFile = z.output<typeof bookSchema>;
