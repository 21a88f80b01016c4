/*
 * A spec's, a book file's and a record's text parsed and validated, and a book file's text
 * written: no file is read here (read.ts reads them), so a browser builds books with it too.
 */
import { isScalar, parseAllDocuments, parseDocument, visit } from 'yaml';
import { UserError } from '../engine/errors.ts';
import { jsonProblem, lineAndColumn, yamlProblem, yamlThrown } from './syntax.ts';
import { type BookFile, bookSchema } from './bookfile-schema.ts';
import { validate } from './checked.ts';

export { recordsJson, validate } from './checked.ts';

/**
 * Largest YAML read. Parsing YAML takes about 1 s and 200 MB per MB of nested lists (measured
 * with yaml 2.9, on a machine shared by two builds: up to 4.5 s), so a spec, which holds at
 * most 100 sections (about 10 KB), is capped far below MAX_BYTES.
 */
const MAX_YAML = 256 * 1024;

/**
 * Deepest `[`/`{` nesting a YAML text may have: the parser keeps about 3 KB per open level
 * (100,000 took 300 MB), and a spec needs five or six.
 */
const MAX_YAML_DEPTH = 64;

/**
 * How deep `[` and `{` nest in YAML text, counted in the raw text: quotes and comments are not
 * skipped, since telling where they start takes a parse, and a text that fooled the count
 * would reach the parser. Only a title with over 64 unclosed brackets is counted too deep.
 */
function flowDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (const ch of text) {
    if (ch === '[' || ch === '{') deepest = Math.max(deepest, ++depth);
    else if ((ch === ']' || ch === '}') && depth > 0) depth--;
  }
  return deepest;
}

const jsonOrUndefined = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * Parses JSON or YAML (YAML is a superset), naming the file, line and column on a syntax error
 * and what was expected there, never quoting the text: it may not be the file it seems (a
 * symlink to a secret), and the parsers' own messages quote it.
 */
export function parseData(text: string, where: string, yaml: boolean): unknown {
  try {
    // Said as it is: an empty spec was "must be an object, not null", an empty book file "not valid JSON at its end".
    if (!yaml && text.trim() === '') throw new UserError(`${where}: is empty`);
    if (!yaml) {
      try {
        return JSON.parse(text);
      } catch {
        throw new UserError(`${where}: ${jsonProblem(text)}`);
      }
    }
    // A book file handed to `build` is JSON, and may be tens of MB: read as JSON, not YAML.
    const json = /^\s*[[{]/.test(text) ? jsonOrUndefined(text) : undefined;
    if (json !== undefined) return json;
    if (text.length > MAX_YAML) {
      throw new UserError(`${where}: ${Math.ceil(text.length / 1024)} KB of YAML; a spec is at most ${MAX_YAML / 1024} KB (a book file is JSON)`);
    }
    const depth = flowDepth(text);
    if (depth > MAX_YAML_DEPTH) throw new UserError(`${where}: YAML nested ${depth} deep in [ ] or { }; a spec is at most ${MAX_YAML_DEPTH} deep`);
    return parseYamlStrictly(text, where);
  } catch (error) {
    if (error instanceof UserError) throw error;
    throw new UserError(`${where}: ${yamlThrown(error)}`);
  }
}

/**
 * YAML with its warnings (an unknown tag, an unsupported version) refused like errors,
 * naming the line, rather than printed by Node as process warnings around a build that
 * then carries on.
 */
function parseYamlStrictly(text: string, where: string): unknown {
  // maxAliasCount guards against alias bombs ("billion laughs").
  const docs = parseAllDocuments(text, { logLevel: 'silent' });
  const all = Array.isArray(docs) ? docs : [];
  // A second document (after `---`) would be ignored without a word: a spec is one.
  if (all.length > 1) {
    const line = all[1]!.range[0] ? text.slice(0, all[1]!.range[0]).split('\n').length : undefined;
    throw new UserError(`${where}: holds ${all.length} YAML documents${line ? ` (the second starts at line ${line})` : ''}; a spec is one document`);
  }
  const doc = all[0] ?? parseDocument(text, { logLevel: 'silent' });
  const problem = doc.errors[0] ?? doc.warnings[0];
  if (problem) throw new UserError(`${where}: ${yamlProblem(problem)}`);
  // Nothing but spaces and comments (`~` is a value: null, said as such).
  if (doc.contents === null) throw new UserError(`${where}: is empty`);
  // YAML 1.2 reads `<<: *name` as a field named "<<": a section made of one was told its kind was missing.
  let merge: number | undefined;
  visit(doc, {
    Pair(_, pair) {
      if (isScalar(pair.key) && pair.key.value === '<<' && pair.key.type === 'PLAIN') {
        merge = pair.key.range?.[0] ?? 0;
        return visit.BREAK;
      }
      return undefined;
    },
  });
  if (merge !== undefined) {
    const { line, column } = lineAndColumn(text, merge);
    throw new UserError(`${where}: line ${line}, column ${column}: a merge key (<<), which a spec does not read; write the fields out where they are wanted`);
  }
  return doc.toJS({ maxAliasCount: 100 });
}

/** The book file `text`, read from `where`, parsed and validated as `readBookText` reads one. */
export function bookOfText(text: string, where: string): BookFile {
  return validate(bookSchema, parseData(text, where, false), where);
}

/** The answer key's file name, or null where the answers are at the back of the book. */
export function answersName(book: Pick<BookFile, 'slug' | 'spec'>): string | null {
  return book.spec.answers === 'separate' ? `${book.slug}-answers.pdf` : null;
}

/**
 * A book file's text, canonical: written through the book file's schema, so every object has
 * its keys in the schema's order (docs/formats.md) whatever made it (a generator, a worker
 * thread, a read of the file), two-space indents and a final newline. The same book gives the
 * same bytes, and a book file read and written again gives its own bytes back. The check
 * costs about 0.1 s a thousand puzzles, and a book that does not fit its schema (a bug) is
 * refused rather than written.
 */
export function bookJson(book: BookFile): string {
  return `${JSON.stringify(validate(bookSchema, book, 'the book file to write'), null, 2)}\n`;
}
