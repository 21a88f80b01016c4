// A catalog of a language in the making, as a translator starts one from a copy of the English:
// each form the language has and English has not (Polish `steps_few`, `steps_many`) begun from
// the English `other` form, as the PO export gives it to translate.
import type { SETS } from '../../src/book/translations.ts';
import { formsIn, wordAt, wordKeys } from '../../src/engine/catalog.ts';

export function withForms(set: (typeof SETS)[number], words: object, lang: string): Record<string, unknown> {
  const filled = structuredClone(words) as Record<string, unknown>;
  for (const { path, marker } of wordKeys(set.words.schema)) {
    if (!marker.forms) continue;
    const parent = (wordAt(filled, path.slice(0, -1)) ?? filled) as Record<string, unknown>;
    const key = path.at(-1)!;
    for (const { suffix } of formsIn(marker.forms, lang)) parent[`${key}${suffix}`] ??= parent[`${key}${suffix.replace(/(_ordinal)?_[a-z]+$/, '$1_other')}`];
  }
  return filled;
}
