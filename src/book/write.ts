import { existsSync, lstatSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { UserError } from '../engine/errors.ts';

/** A file-system error in words, for a one-line refusal. */
export function errnoText(error: unknown): string {
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'it is a folder, not a file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'ENOSPC' || code === 'EDQUOT') return 'the disk is full';
  if (code === 'EROFS') return 'the disk is read-only';
  if (code === 'ENOTDIR') return 'part of the path is a file, not a folder';
  return (error as Error)?.message ?? String(error);
}

export interface Output {
  name: string;
  data: string | Uint8Array;
}

/**
 * Writes every output or none. Each goes to a temporary file beside its target; only once
 * all are written do old files step aside (renamed, not deleted) and the new ones take their
 * place. If anything fails, the new files go, the old ones come back, and a folder this call
 * created is removed: the folder is left exactly as it was.
 */
export function writeAll(dir: string, outputs: Output[]): string[] {
  const tag = process.pid;
  const temps: string[] = [];
  const moved: [target: string, old: string][] = [];
  const placed: string[] = [];
  let created: string | undefined;
  try {
    created = mkdirSync(dir, { recursive: true });
    for (const output of outputs) {
      const temp = join(dir, `.${output.name}.${tag}.tmp`);
      temps.push(temp);
      writeFileSync(temp, output.data);
    }
    const targets = outputs.map((output) => join(dir, output.name));
    for (const target of targets) {
      if (existsSync(target) && !lstatSync(target).isFile()) {
        throw Object.assign(new Error(`${target} is in the way`), { code: 'EISDIR' });
      }
    }
    for (const target of targets) {
      if (!existsSync(target)) continue;
      const old = `${target}.${tag}.old`;
      renameSync(target, old);
      moved.push([target, old]);
    }
    targets.forEach((target, i) => {
      renameSync(temps[i]!, target);
      placed.push(target);
    });
    for (const [, old] of moved) rmSync(old, { force: true });
    return targets;
  } catch (error) {
    for (const target of placed) rmSync(target, { force: true });
    for (const [target, old] of moved) renameSync(old, target);
    for (const temp of temps) rmSync(temp, { force: true });
    if (created) rmSync(created, { recursive: true, force: true });
    throw new UserError(`cannot write to ${dir}: ${errnoText(error)}`);
  }
}
