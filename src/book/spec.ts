import { z } from 'zod';
import { DIFFICULTIES, type KindName } from '../engine/kind.ts';
import { KINDS } from '../engine/registry.ts';
import { intIn } from '../engine/schema-helpers.ts';

/** Most puzzles one book may ask for; beyond this a spec is refused before any work starts. */
export const MAX_PUZZLES = 5000;
export const PAGE_SIZES = ['letter', 'a4'] as const;

const sectionBase = z.strictObject({
  /** Names the section's seed stream; defaults to the kind (then `numbrix-2`, … for repeats). */
  name: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'must be up to 40 lowercase letters, digits and dashes')
    .optional(),
  title: z.string().min(1).max(120).optional(),
  count: intIn(1, MAX_PUZZLES),
  difficulty: z.enum(DIFFICULTIES).default('medium'),
  perPage: intIn(1, 12).default(2),
});

function sectionFor(kind: NonNullable<(typeof KINDS)[KindName]>) {
  return sectionBase.extend({
    kind: z.literal(kind.name),
    // prefault, not default: zod 4 hands a default back unparsed, and options need their transform.
    options: kind.options.prefault({}),
  });
}

const sectionSchemas = Object.values(KINDS).map((kind) => sectionFor(kind!));
const sectionSchema = z.discriminatedUnion('kind', sectionSchemas as [
  (typeof sectionSchemas)[number],
  ...(typeof sectionSchemas)[number][],
]);

const slugText = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'book';

export const specSchema = z
  .strictObject({
    title: z.string({ error: 'is required: the book needs a title' }).trim().min(1, 'must not be empty').max(200),
    subtitle: z.string().max(200).optional(),
    author: z.string().max(200).optional(),
    slug: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'must be up to 60 lowercase letters, digits and dashes')
      .optional(),
    seed: z
      .union([z.string().min(1).max(200), z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)], {
        error: 'must be a text or a whole number, such as 2026',
      })
      .transform(String),
    page: z.strictObject({ size: z.enum(PAGE_SIZES).default('letter') }).default({ size: 'letter' }),
    sections: z.array(sectionSchema).min(1, 'needs at least one section').max(100),
  })
  .superRefine((spec, ctx) => {
    const total = spec.sections.reduce((n, s) => n + s.count, 0);
    if (total > MAX_PUZZLES) {
      ctx.addIssue({ code: 'custom', path: ['sections'], message: `asks for ${total} puzzles; a book holds at most ${MAX_PUZZLES}` });
    }
    const names = new Set<string>();
    spec.sections.forEach((s, i) => {
      if (s.name === undefined) return;
      if (names.has(s.name)) ctx.addIssue({ code: 'custom', path: ['sections', i, 'name'], message: `"${s.name}" names two sections` });
      names.add(s.name);
    });
  })
  .transform((spec) => ({ ...spec, slug: spec.slug ?? slugText(spec.title) }));

export type BookSpec = z.output<typeof specSchema>;
export type SectionSpec = BookSpec['sections'][number];
