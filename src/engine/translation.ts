import { isPlain } from './language.ts';
import { fieldsOf, sourceOf } from './words.ts';


/**
 * What is wrong with a translation, against the English it translates: a key missing or one
 * too many, a word that is not the kind of thing the English is (a template, a text, a
 * number), a template that does not parse, or one that reads a field the English is not
 * given (it would fail when printed). One line each: `file: key.path: …`.
 */
export function translationProblems(english: unknown, other: unknown, file: string, path = ''): string[] {
  const at = (key: string) => (path ? `${path}.${key}` : key);
  const here = path || '(the words)';
  const englishSource = sourceOf(english);
  if (englishSource !== undefined) {
    const source = sourceOf(other);
    if (source === undefined) return [`${file}: ${here}: must be a template, as the English is`];
    let fields: Set<string>;
    try {
      fields = fieldsOf(source);
    } catch (error) {
      return [`${file}: ${here}: the template does not parse: ${(error as Error).message.split('\n')[0]}`];
    }
    const given = fieldsOf(englishSource);
    const unknown = [...fields].filter((name) => !given.has(name));
    return unknown.length ? [`${file}: ${here}: reads ${unknown.map((n) => `{{${n}}}`).join(', ')}, which the English is not given`] : [];
  }
  if (isPlain(english)) {
    if (!isPlain(other)) return [`${file}: ${here}: must be an object of words, as the English is`];
    const problems: string[] = [];
    for (const key of Object.keys(english)) {
      if (!(key in other)) problems.push(`${file}: ${at(key)}: missing (the English has it)`);
      else problems.push(...translationProblems(english[key], other[key], file, at(key)));
    }
    for (const key of Object.keys(other)) if (!(key in english)) problems.push(`${file}: ${at(key)}: not in the English words`);
    return problems;
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(other) || other.length !== english.length) return [`${file}: ${here}: must be a list of ${english.length}, as the English is`];
    return english.flatMap((item, i) => translationProblems(item, other[i], file, at(String(i))));
  }
  if (typeof english === 'string') return typeof other === 'string' && other.trim() !== '' ? [] : [`${file}: ${here}: must be a text`];
  // Numbers and flags (a technique's level) are the kind's, not words: the same in every language.
  return other === english ? [] : [`${file}: ${here}: must be ${JSON.stringify(english)}, as in the English`];
}
