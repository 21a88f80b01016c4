import { UserError } from '../errors.ts';

type Builtin = <T>(id: string) => T | undefined;

/**
 * The word kit's data files of one folder (`themes`, `clues`), by language tag, read once where
 * Node is: each file's data, or the one-line problem with it (a file that is not JSON). None in
 * a browser, whose pages are given theirs. From src/engine/wordkit in a clone, lib/engine/wordkit
 * in a package (whose src/ ships beside it), the folder is src/engine/wordkit/<folder>.
 */
export function dataFilesIn(folder: 'themes' | 'clues' | 'sayings'): Map<string, unknown> {
  const found = new Map<string, unknown>();
  const builtin = (globalThis as { process?: { getBuiltinModule?: Builtin } }).process?.getBuiltinModule;
  const fs = builtin?.<typeof import('node:fs')>('node:fs');
  const path = builtin?.<typeof import('node:path')>('node:path');
  const url = builtin?.<typeof import('node:url')>('node:url');
  if (!fs || !path || !url) return found;
  const dir = path.resolve(path.dirname(url.fileURLToPath(import.meta.url)), '..', '..', '..', 'src', 'engine', 'wordkit', folder);
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return found;
  }
  for (const name of names) {
    const m = /^([A-Za-z0-9-]+)\.json$/.exec(name);
    if (m) found.set(m[1]!, readText(`src/engine/wordkit/${folder}/${name}`, fs.readFileSync(path.join(dir, name), 'utf8')));
  }
  return found;
}

/** A data file's data, or the one-line problem with it. */
function readText(file: string, text: string): unknown {
  try {
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) as unknown;
  } catch {
    return new UserError(`${file}: is not JSON`);
  }
}
