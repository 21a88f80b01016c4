// Issue 70: every message written in forms renders in every language with every context it
// has and a count of every plural category the language has (French "many", a million, falls to
// "other"): a form a translator left out, or one reading a field it is not given, fails here.
import Handlebars from 'handlebars';
import { describe, expect, it } from 'vitest';
import { SETS } from '../../src/book/translations.ts';
import { catalogIn, languagesOf, wordAt, wordKeys } from '../../src/engine/catalog.ts';
import { categoriesIn, countsIn } from '../../src/engine/words.ts';

/** The full paths a message reads (`cell.row`), from its parse. */
function pathsIn(source: string): string[] {
  const found: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const n = node as { type?: string; original?: string; data?: boolean };
    if (n.type === 'PathExpression' && !n.data && n.original) found.push(n.original);
    Object.values(node).forEach(walk);
  };
  walk(Handlebars.parse(source));
  return found;
}

/** Data giving each path a stand-in word (`«cell.row»`), nested as the message reads it. */
function standIns(paths: readonly string[]): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const path of paths) {
    const parts = path.split('.');
    let at = data;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) at[part] ??= `«${path}»`;
      else at = (at[part] ??= {}) as Record<string, unknown>;
    });
  }
  return data;
}

const inForms = SETS.flatMap((set) => wordKeys(set.words.schema).flatMap(({ path, marker }) => (marker.forms ? [{ set, path, forms: marker.forms }] : [])));

describe('messages in forms', () => {
  it('there are some, in the book’s words and the kinds’', () => {
    expect(inForms.length).toBeGreaterThan(20);
  });

  it('render in every language, with every context and every plural category', () => {
    const broken: string[] = [];
    let rendered = 0;
    for (const { set, path, forms } of inForms) {
      for (const lang of languagesOf(set.words.id)) {
        const words = set.words.in(lang) as object;
        const render = wordAt(words, path) as (data: object) => string;
        const catalog = catalogIn(set.words.id, lang);
        const parent = wordAt(catalog, path.slice(0, -1)) as Record<string, unknown> | undefined;
        const sources = Object.entries(parent ?? {}).flatMap(([key, value]) => (key.startsWith(`${path.at(-1)}_`) && typeof value === 'string' ? [value] : []));
        const data = standIns(sources.flatMap(pathsIn));
        const counts = forms.count ? categoriesIn(lang, forms.count).map((c) => countsIn(lang, c, forms.count!, 1)[0]!) : [undefined];
        for (const context of forms.context ?? [undefined]) {
          for (const count of counts) {
            const given = { ...data, ...(context !== undefined && { context }), ...(count !== undefined && { count }) };
            const where = `src/${set.words.id}.${lang}.json: ${path.join('.')} ${JSON.stringify({ context, count })}`;
            try {
              const text = render(given);
              rendered++;
              // A form may be nothing at all (a sentence some orders have no use for), where its catalog writes it so.
              if ((!text.trim() && !sources.includes('')) || /\{\{|undefined|\[object/.test(text)) broken.push(`${where}: ${text}`);
            } catch (error) {
              broken.push(`${where}: ${(error as Error).message}`);
            }
          }
        }
      }
    }
    expect(broken).toEqual([]);
    expect(rendered).toBeGreaterThan(inForms.length * 8);
  });
});
