import type { SiteWords } from '../../templates/archive/words.ts';

/*
 * A kind's own options in the /make/ page's words (form.ts `OptionField`): the option's label,
 * and each value's name. An option or value the catalogs have no word for (a kind's new one) is
 * shown by its name, as the size of a kind added since is called a size.
 */

type MakeWords = SiteWords['make'];

/** Signs as printed: a spec's `*` and `/` are × and ÷, its `-` a minus. */
const SIGNS: Record<string, string> = { '-': '−', '*': '×', '/': '÷' };

export const optionLabel = (words: MakeWords, name: string): string => (words.options as Record<string, string>)[name] ?? name;

/** A value's name: its words where the catalogs have some (`left-to-right` under `leftToRight`), a sign as printed, else the value. */
export function choiceName(words: MakeWords, option: string, value: string): string {
  const named = (words.choices as Record<string, Record<string, string> | undefined>)[option]?.[value.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())];
  return named ?? SIGNS[value] ?? value;
}
