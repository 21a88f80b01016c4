import type { Likeness } from '../engine/kind.ts';
import type { PuzzleRecord } from '../kinds/record.ts';
import { getKind } from '../kinds/known.ts';
import { SEED_TRIES, tryOf } from './make.ts';
import type { Job } from './plan.ts';

/**
 * Variety within a section: no section reads as copies of one trick. Each puzzle is made from
 * its own seed, alone (so threads can make them in any order); a kind says what makes two of
 * its puzzles alike (`PuzzleKind.likeness`: a target, a shape, each with the share of a section
 * it may take), and here a section's puzzles are read in book order and one that would take a
 * key past its share is made again from its job's next seed. The rule reads only the records,
 * in order, so the same spec gives the same book on any number of threads.
 */

/** A job to make again, from this try of its seed on. */
export interface Remake {
  job: Job;
  from: number;
}

/** The most puzzles of a section of `count` that may share a key of this share: at least one. */
export const mostSharing = (share: number, count: number): number => Math.max(1, Math.floor(share * count + 1e-9));

/**
 * The jobs whose records go past a share their kind allows in their section, each with the try
 * to go on from. A record is kept (and counted) when it goes past nothing, or when its job
 * has no try left, or is in `spent` (its later tries reached no puzzle in the band): a
 * section that cannot vary more keeps what it has rather than fail. `known`: keys of records
 * read before, kept by the caller across rounds.
 */
export function overShare(
  jobs: readonly Job[],
  records: readonly PuzzleRecord[],
  spent: ReadonlySet<number>,
  known: WeakMap<PuzzleRecord, Likeness[]> = new WeakMap(),
  sizeOf: (section: number, jobs: number) => number = (_, jobs) => jobs,
): Remake[] {
  const out: Remake[] = [];
  const sections = new Map<number, Job[]>();
  for (const job of jobs) {
    const own = sections.get(job.section);
    if (own) own.push(job);
    else sections.set(job.section, [job]);
  }
  for (const own of sections.values()) {
    const kind = getKind(own[0]!.kind);
    if (!kind.likeness) continue;
    const taken = new Map<string, number>();
    for (const job of own) {
      const record = records[job.index]!;
      let keys = known.get(record);
      if (!keys) known.set(record, (keys = kind.likeness(record.puzzle as never, record.grade as never, record.options as never)));
      const over = keys.some(({ key, share }) => (taken.get(key) ?? 0) + 1 > mostSharing(share, sizeOf(job.section, own.length)));
      const next = tryOf(record) + 1;
      if (over && next < SEED_TRIES && !spent.has(job.index)) {
        out.push({ job, from: next });
        continue;
      }
      for (const { key } of keys) taken.set(key, (taken.get(key) ?? 0) + 1);
    }
  }
  return out;
}

/**
 * For `varied` run on the first puzzles of a section only (book.ts `eachRecordOf`): each
 * section's whole size, and the keys of records read before (a record's keys are read again
 * each round, and Countdown's are a solve).
 */
export interface Prefix {
  known?: WeakMap<PuzzleRecord, Likeness[]>;
  sizeOf?: (section: number, jobs: number) => number;
}

/**
 * Makes each section varied, a round at a time: yields the jobs to make again, takes back what
 * they made (in the same order; null for a job none of whose tries left reaches its band), and
 * reads again, until nothing goes past a share (each round moves a job to a later seed, so it
 * ends within SEED_TRIES rounds); returns the records. A caller drives it on this thread or on
 * threads alike: `for (let r = it.next(); !r.done; r = it.next(remade(r.value)))`.
 *
 * Whether a record goes past a share depends only on the records before it in its section, so
 * its first n records, run alone with their section's whole size (`sizeOf`), come out as they
 * do in the whole section, round for round.
 */
export function* varied(
  jobs: readonly Job[],
  records: readonly PuzzleRecord[],
  { known = new WeakMap(), sizeOf }: Prefix = {},
): Generator<Remake[], PuzzleRecord[], (PuzzleRecord | null)[]> {
  const out = [...records];
  const spent = new Set<number>();
  for (let round = 0; round < SEED_TRIES; round++) {
    const batch = overShare(jobs, out, spent, known, sizeOf);
    if (batch.length === 0) break;
    const made = yield batch;
    batch.forEach(({ job }, i) => {
      const record = made[i];
      if (record) out[job.index] = record;
      else spent.add(job.index);
    });
  }
  return out;
}
