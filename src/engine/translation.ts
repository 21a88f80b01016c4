import { type Forms, formsIn, formSuffix, markerOf } from './catalog.ts';
import { isPlain } from './language.ts';
import { categoriesIn, type MessageParts, partsOf } from './words.ts';

/** The fields each English message reads, parsed once a process: every language's catalog is checked against the same English. */
const englishParts = new Map<string, ReadonlySet<string>>();
function englishFields(source: string): ReadonlySet<string> {
  let fields = englishParts.get(source);
  if (!fields) englishParts.set(source, (fields = partsOf(source).fields));
  return fields;
}

/**
 * What is wrong with a catalog (`other`, a language's words file), against the schema of its
 * set and the English it translates: a key missing or one too many, a word that is not what the
 * schema says (a text, a message, a list of texts), a message that does not parse, holds more than
 * interpolation (a helper, a block), or reads a field the English is not given (it would fail when printed). One
 * line each: `file: key.path: …`. A catalog may carry `$notes` for its translators, at its top.
 */
export function translationProblems(schema: unknown, english: unknown, other: unknown, file: string, path = ''): string[] {
  const at = (key: string) => (path ? `${path}.${key}` : key);
  const here = path || '(the words)';
  const marker = markerOf(schema);
  if (marker?.word === 'message') {
    if (typeof other !== 'string') return [`${file}: ${here}: must be a text (a message), as the English is`];
    let parts: MessageParts;
    try {
      parts = partsOf(other);
    } catch (error) {
      return [`${file}: ${here}: the message does not parse: ${(error as Error).message.split('\n')[0]}`];
    }
    const { fields, helpers } = parts;
    const given = new Set([...englishFields(String(english)), ...(marker.also ?? [])]);
    const unknown = [...fields].filter((name) => !given.has(name));
    return [
      ...(unknown.length ? [`${file}: ${here}: reads ${unknown.map((n) => `{{${n}}}`).join(', ')}, which the English is not given`] : []),
      ...(helpers.size ? [`${file}: ${here}: holds ${[...helpers].join(', ')}: a message is words and {{fields}}, and what varies is a form of its own (docs/translating.md)`] : []),
    ];
  }
  if (marker?.word === 'text') {
    if (typeof other !== 'string' || other.trim() === '') return [`${file}: ${here}: must be a text`];
    return other.includes('{{') ? [`${file}: ${here}: is a plain text, given no data: it cannot hold {{…}}`] : [];
  }
  if (marker?.word === 'texts') {
    const length = marker.length ?? 0;
    if (!Array.isArray(other) || other.length !== length || other.some((t) => typeof t !== 'string' || t.trim() === '')) {
      return [`${file}: ${here}: must be a list of ${length} texts, as the English is`];
    }
    return [];
  }
  if (isPlain(schema)) {
    const words = Object.keys(schema).filter((key) => typeof schema[key] === 'object');
    if (!isPlain(other)) return [`${file}: ${here}: must be an object of words, as the English is`];
    const problems: string[] = [];
    const inForms = words.filter((key) => markerOf(schema[key])?.forms);
    for (const key of words) {
      const forms = markerOf(schema[key])?.forms;
      if (forms) problems.push(...formProblems(forms, markerOf(schema[key])!.also ?? [], key, english, other, file, at(key)));
      else if (!Object.hasOwn(other, key)) problems.push(`${file}: ${at(key)}: missing (the English has it)`);
      else problems.push(...translationProblems(schema[key], (english as Record<string, unknown>)[key], other[key], file, at(key)));
    }
    for (const key of Object.keys(other)) {
      if (inForms.some((name) => key.startsWith(`${name}_`))) continue;
      if (!words.includes(key) && !(path === '' && key === '$notes')) problems.push(`${file}: ${at(key)}: not in the English words`);
    }
    return problems;
  }
  return [];
}

/** The language a catalog file is in, by its name (`words.pt-BR.json`: pt-BR). */
const languageOfFile = (file: string) => /\.([A-Za-z0-9-]+)\.json$/.exec(file)?.[1] ?? 'en';

/**
 * What is wrong with the forms of message `key` in a catalog (`parent`, the object holding it):
 * a form the language needs and the catalog lacks (every context, every plural category a count
 * under 10,000 falls in), a form there is no such context or category for, or a form that is not
 * interpolation alone or reads a field the English forms are not given.
 */
function formProblems(forms: Forms, also: readonly string[], key: string, english: unknown, parent: Record<string, unknown>, file: string, here: string): string[] {
  const lang = languageOfFile(file);
  const given = Object.entries(parent).flatMap(([name, value]) => (name.startsWith(`${key}_`) ? [[name.slice(key.length), value] as const] : []));
  const needed = formsIn(forms, lang).map((form) => form.suffix);
  const contexts: (string | undefined)[] = forms.context ? [...forms.context] : [undefined];
  // A message code may give 0 may have a `_zero` form in any language (needed where 0 reads as 1: formsIn).
  const categories: (string | undefined)[] = forms.count ? [...categoriesIn(lang, forms.count), ...(forms.zero && forms.count === 'cardinal' ? ['zero'] : [])] : [undefined];
  const possible = new Set(contexts.flatMap((context) => categories.map((category) => formSuffix(forms, context, category))));
  const englishFields = new Set(
    Object.entries(isPlain(english) ? english : {}).flatMap(([name, value]) => (name.startsWith(`${key}_`) && typeof value === 'string' ? [...partsOf(value).fields] : [])),
  );
  const allowed = new Set([...englishFields, ...also, ...(forms.count ? ['count'] : []), ...(forms.context ? ['context'] : [])]);
  const problems: string[] = [];
  const missing = needed.filter((suffix) => !given.some(([name]) => name === suffix));
  if (missing.length) problems.push(`${file}: ${here}: missing ${missing.map((suffix) => `${key}${suffix}`).join(', ')} (${lang} needs a form for each)`);
  for (const [suffix, value] of given) {
    const name = `${here}${suffix}`;
    if (!possible.has(suffix)) {
      problems.push(`${file}: ${name}: not a form of ${key} in ${lang}: its forms are ${[...possible].map((s) => `${key}${s}`).join(', ')}`);
      continue;
    }
    if (typeof value !== 'string') {
      problems.push(`${file}: ${name}: must be a text (a message)`);
      continue;
    }
    let parts: MessageParts;
    try {
      parts = partsOf(value);
    } catch (error) {
      problems.push(`${file}: ${name}: the message does not parse: ${(error as Error).message.split('\n')[0]}`);
      continue;
    }
    if (parts.helpers.size > 0) problems.push(`${file}: ${name}: calls ${[...parts.helpers].join(', ')}: a form holds words and {{fields}} alone`);
    const unknown = [...parts.fields].filter((field) => !allowed.has(field));
    if (unknown.length) problems.push(`${file}: ${name}: reads ${unknown.map((n) => `{{${n}}}`).join(', ')}, which the English is not given`);
  }
  return problems;
}
