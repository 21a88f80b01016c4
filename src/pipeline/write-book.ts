import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Maker, type Rendered, type Run } from './pipeline.ts';
import type { BookFile } from '../book/bookfile-schema.ts';
import { placeKeys } from '../book/plan.ts';
import { formatPath } from '../engine/errors.ts';
import type { BookSpec } from '../book/spec.ts';
import { checkOut, writeAll } from '../book/write.ts';

/*
 * The pipeline's last stage and the whole walk to it, apart from the other stages because
 * they go to disk (book/write.ts, Node's): pipeline.ts imports nothing of Node's, so a
 * browser runs plan → fit → make → render too (issue 69).
 */

/** A rendered book written: where each of its files went. */
export interface Written {
  rendered: Rendered;
  paths: string[];
}

/**
 * write: the rendered book's files into `out`, every one or none (book/write.ts); `inputs`
 * are the files the command read, which no output may replace.
 */
export function write(rendered: Rendered, out: string, inputs: readonly string[] = []): Written {
  rendered.run.trace?.('write');
  return { rendered, paths: writeAll(out, rendered.files, { inputs }) };
}

/** plan → fit → make → render → write: a spec's book, its puzzles made by `maker`, written into `out` (nothing, if any stage refuses). */
export async function publish(spec: BookSpec, run: Run, maker: Maker, out: string, inputs: readonly string[] = []): Promise<Written> {
  // An --out that cannot be written is told before the puzzles are made, not after.
  checkOut(out);
  const rendered = await build(spec, run, maker);
  const earlier = earlierKeysWarning(spec, rendered.book, join(out, `${rendered.book.slug}.json`));
  return write(earlier ? { ...rendered, warnings: [...rendered.warnings, earlier] } : rendered, out, inputs);
}

/**
 * Said where the book this build replaces was made before books recorded their sections' keys
 * (it names no section) and its ids are not all kept: its unnamed sections were keyed by place,
 * this build keys them by what they ask (plan.ts), so printed QR codes and archive pages of the
 * earlier book lead to ids this one lacks. The names that key this spec as it was keyed then
 * are given, to paste in. Only read: a file that is no such book is passed over.
 */
function earlierKeysWarning(spec: BookSpec, made: BookFile, path: string): string | null {
  let earlier: { spec?: { sections?: { name?: unknown }[] }; puzzles?: { id?: unknown }[] };
  try {
    earlier = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
  const sections = earlier?.spec?.sections;
  if (!Array.isArray(sections) || !Array.isArray(earlier.puzzles) || sections.every((s) => s?.name !== undefined)) return null;
  const ids = new Set(made.puzzles.map((p) => p.id));
  const lost = earlier.puzzles.filter((p) => typeof p?.id === 'string' && !ids.has(p.id)).length;
  if (!lost) return null;
  const keys = placeKeys(spec);
  const names = spec.sections.flatMap((s, i) => (s.name ? [] : [`${formatPath(['sections', i, 'name'])}: ${keys[i]}`]));
  return `puzzlebook: warning: ${path} was made before books recorded their sections' keys, and ${lost} of its puzzle ids are not in this build (unnamed sections are now keyed by kind, band and options, not by place); to keep its ids and puzzles, name the sections as they were keyed then: ${names.join(', ')}`;
}
