import { existsSync, readdirSync } from 'node:fs';
import { workRoot } from '../src/archive/build.ts';

/** The names in the folder archive builds work in (archive/build.ts `workRoot`): none before the first build. */
export function workFolders(): string[] {
  return existsSync(workRoot()) ? readdirSync(workRoot()) : [];
}
