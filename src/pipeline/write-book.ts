import { build, type Maker, type Rendered, type Run } from './pipeline.ts';
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
  return write(await build(spec, run, maker), out, inputs);
}
