// Issue 90: French typography on every string a French reader is shown, plain texts as much as
// messages. Every word of every French catalog is read as the book, the archive and the players
// read it (through its set), each message with every context and plural form, and none may
// leave a breakable space (or none) before : ; ! ? », or after «.
import Handlebars from 'handlebars';
import { describe, expect, it } from 'vitest';
import { fileOf, SETS } from '../../src/book/translations.ts';
import { allCatalogs, catalogIn, wordAt, wordKeys } from '../../src/engine/catalog.ts';
import { inLanguage } from '../../src/engine/language.ts';
import { categoriesIn, countsIn } from '../../src/engine/words.ts';

/** Every field path a message reads (`cell.row`). */
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

/** Data giving each path a plain word, so only the catalog's own words are judged. */
function data(paths: readonly string[]): Record<string, unknown> {
  const given: Record<string, unknown> = {};
  for (const path of paths) {
    const parts = path.split('.');
    let at = given;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) at[part] ??= 'mot';
      else at = (at[part] ??= {}) as Record<string, unknown>;
    });
  }
  return given;
}

/** Where French wants a no-break space and a text has a plain one, or none: the piece around it. */
function unspaced(text: string): string[] {
  const found = [
    ...text.matchAll(/.{0,12}(?: [:;!?»]|[\p{L}\p{N})\]}][:;!?](?=\s|$)|[^\s\u00a0]»|«(?!\u00a0)).{0,6}/gu),
  ];
  return found.map((m) => JSON.stringify(m[0]));
}

const FR = 'fr';

describe('French no-break spaces on every string', () => {
  it('every French catalog is a set the checks read', () => {
    const ids = new Set(SETS.map((set) => set.words.id));
    // Sets a test makes for itself (`test/…`) share this worker's catalogs, and are no reader's.
    expect(allCatalogs().filter((c) => c.lang === FR && !ids.has(c.set) && !c.set.startsWith('test/')).map((c) => c.set)).toEqual([]);
  });

  it('every text and every form of every message, as read in French, has its no-break spaces', () => {
    const problems: string[] = [];
    let read = 0;
    for (const set of SETS) {
      if (!catalogIn(set.words.id, FR)) continue;
      const words = set.words.in(FR) as object;
      const file = fileOf(set, FR);
      for (const { path, marker } of wordKeys(set.words.schema)) {
        const key = path.join('.');
        const texts: string[] = [];
        if (marker.word !== 'message') {
          const value = wordAt(words, path);
          texts.push(...(Array.isArray(value) ? value : [value]).map(String));
        } else {
          const render = wordAt(words, path) as (d: object) => string;
          const catalog = catalogIn(set.words.id, FR);
          const parent = wordAt(catalog, path.slice(0, -1));
          const last = path[path.length - 1]!;
          const sources = marker.forms
            ? Object.entries((parent ?? {}) as object).flatMap(([name, value]) => (name.startsWith(`${last}_`) && typeof value === 'string' ? [value] : []))
            : [String(wordAt(catalog, path) ?? '')];
          const given = data(sources.flatMap(pathsIn));
          const counts = marker.forms?.count ? [0, ...categoriesIn(FR, marker.forms.count).map((c) => countsIn(FR, c, marker.forms!.count!, 1)[0]!)] : [undefined];
          for (const context of marker.forms?.context ?? [undefined])
            for (const count of counts) texts.push(inLanguage(FR, () => render({ ...given, ...(context !== undefined && { context }), ...(count !== undefined && { count }) })));
        }
        read += texts.length;
        for (const text of texts) for (const piece of unspaced(text)) problems.push(`${file}: ${key}: ${piece}`);
      }
    }
    expect(problems).toEqual([]);
    expect(read).toBeGreaterThan(1000);
  });
});
