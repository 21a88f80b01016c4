import { readStdinBounded } from '../book/bytes.ts';

/**
 * Where a command reads its standard input and writes its output: the process's own streams,
 * or, when the tests run a command in their own process, strings. Commands write through `io`,
 * never to `process.stdout` directly.
 */
export interface Io {
  out(text: string): void;
  err(text: string): void;
  /** All of standard input, for `-` in place of a file, up to `limit` bytes (readers refuse more). */
  stdin(limit: number): string;
  /** Whether a person is watching the error stream (progress bars are drawn only then). */
  readonly tty: boolean;
  /** The terminal's width, where output goes to one (help is wrapped to it). */
  readonly columns?: number;
}

export const processIo: Io = {
  out: (text) => void process.stdout.write(text),
  err: (text) => void process.stderr.write(text),
  stdin: (limit) => readStdinBounded(limit),
  get tty() {
    return Boolean(process.stderr.isTTY);
  },
  get columns() {
    return process.stdout.columns;
  },
};

let current: Io = processIo;

/** The streams of the command running now. */
export const io: Io = {
  out: (text) => current.out(text),
  err: (text) => current.err(text),
  stdin: (limit) => current.stdin(limit),
  get tty() {
    return current.tty;
  },
  get columns() {
    return current.columns;
  },
};

/** Runs `body` with `target` as the streams, and puts the earlier ones back after. */
export async function using<T>(target: Io, body: () => Promise<T>): Promise<T> {
  const before = current;
  current = target;
  try {
    return await body();
  } finally {
    current = before;
  }
}
