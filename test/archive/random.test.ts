import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../src/site/lib/today.ts';
import { type RandomGroup, randomGroups } from '../../src/site/lib/listing.ts';
import { matchingParts, pickRandom, type RandomPart } from '../../src/site/lib/random.ts';

// The random page's pick (src/site/lib/random.ts), which the page runs in the reader's browser
// on parts of the archive's ids it fetches: test/site/listing.test.ts checks the page goes there.

/** Puzzles of two kinds, two bands and two languages, `n` of each kind: their ids say what they are. */
function archive(n: number) {
  return Array.from({ length: n }, (_, i) => [
    { id: `numbrix-${i % 3 === 0 ? 'hard' : 'easy'}-${i % 5 === 0 ? 'de' : 'en'}-${i}`, kind: 'numbrix', difficulty: i % 3 === 0 ? 'hard' : 'easy', lang: i % 5 === 0 ? 'de' : 'en' },
    { id: `countdown-easy-en-${i}`, kind: 'countdown', difficulty: 'easy', lang: 'en' },
  ]).flat();
}

/** The parts of `puzzles` matching `filters`, `size` to a part, and a loader that counts what it fetched. */
function setup(puzzles: ReturnType<typeof archive>, filters: Parameters<typeof matchingParts>[1], size: number) {
  const groups = randomGroups(puzzles, size);
  const byGroup = new Map(groups.map(({ group, parts }) => [group, parts]));
  const parts = matchingParts(
    groups.map(({ group }) => group),
    filters,
    size,
  );
  const fetched: RandomPart[] = [];
  const load = async (part: RandomPart) => {
    fetched.push(part);
    return byGroup.get(part.group)![part.index]!;
  };
  return { parts, load, fetched };
}

/** A seeded stand-in for Math.random (the day's own Mulberry32), so each run checks the same draws. */
const seeded = mulberry32;

const none = () => false;

describe('the groups and parts the random page picks among', () => {
  it('narrows by kind, band and language, each absent or empty asking for any', () => {
    const groups: RandomGroup[] = [
      { kind: 'numbrix', difficulty: 'easy', lang: 'en', count: 25 },
      { kind: 'numbrix', difficulty: 'hard', lang: 'de', count: 3 },
      { kind: 'countdown', difficulty: 'easy', lang: 'en', count: 10 },
    ];
    const total = (filters: Parameters<typeof matchingParts>[1]) => matchingParts(groups, filters, 10).reduce((sum, p) => sum + p.count, 0);
    expect(total({})).toBe(38);
    expect(total({ kind: '', difficulty: null, language: undefined })).toBe(38);
    expect(total({ kind: 'numbrix' })).toBe(28);
    expect(total({ difficulty: 'easy' })).toBe(35);
    expect(total({ language: 'de' })).toBe(3);
    expect(total({ kind: 'numbrix', difficulty: 'hard', language: 'en' })).toBe(0);
    expect(total({ kind: 'nonesuch' })).toBe(0);
    // 25 ids in parts of 10: 10, 10 and 5.
    expect(matchingParts(groups, { kind: 'numbrix', difficulty: 'easy' }, 10).map((p) => [p.index, p.count])).toEqual([[0, 10], [1, 10], [2, 5]]);
  });
});

describe('picking a random puzzle', () => {
  it('picks only puzzles matching the filters, and each of them', async () => {
    const puzzles = archive(30);
    for (const filters of [{}, { kind: 'numbrix' }, { difficulty: 'hard' }, { kind: 'numbrix', language: 'de' }, { kind: 'countdown', difficulty: 'easy' }]) {
      const { parts, load } = setup(puzzles, filters, 7);
      const random = seeded(1);
      const seen = new Set<string>();
      for (let i = 0; i < 2000; i++) seen.add((await pickRandom(parts, load, none, random))!);
      const matching = puzzles.filter((p) => (!('kind' in filters) || p.kind === filters.kind) && (!('difficulty' in filters) || p.difficulty === filters.difficulty) && (!('language' in filters) || p.lang === filters.language));
      expect(matching.length, JSON.stringify(filters)).toBeGreaterThan(0);
      expect(seen, JSON.stringify(filters)).toEqual(new Set(matching.map((p) => p.id)));
    }
    expect(await pickRandom(setup(puzzles, { kind: 'nonesuch' }, 7).parts, async () => [], none, Math.random)).toBeNull();
  });

  it('picks each match about as often as another, whatever part it is in (a short last part too)', async () => {
    const puzzles = archive(23).filter((p) => p.kind === 'countdown');
    const { parts, load } = setup(puzzles, {}, 10);
    expect(parts.map((p) => p.count)).toEqual([10, 10, 3]);
    const counts = new Map<string, number>();
    const random = seeded(7);
    const draws = 23_000;
    for (let i = 0; i < draws; i++) {
      const id = (await pickRandom(parts, load, none, random))!;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    expect(counts.size).toBe(23);
    for (const [id, count] of counts) expect(Math.abs(count - 1000), id).toBeLessThan(150);
  });

  it('fetches one part where the reader has solved nothing', async () => {
    const { parts, load, fetched } = setup(archive(5000), {}, 1000);
    expect(parts.length).toBeGreaterThan(5);
    expect(await pickRandom(parts, load, none, seeded(3))).toBeTruthy();
    expect(fetched).toHaveLength(1);
  });

  it('skips solved puzzles, finding the one left among many parts, and picks any once every one is solved', async () => {
    const puzzles = archive(400);
    const { parts, load, fetched } = setup(puzzles, { kind: 'numbrix' }, 50);
    const numbrix = puzzles.filter((p) => p.kind === 'numbrix').map((p) => p.id);
    const left = numbrix[317]!;
    const random = seeded(11);
    for (let i = 0; i < 20; i++) expect(await pickRandom(parts, load, (id) => id !== left, random)).toBe(left);
    // Each part fetched at most once a pick.
    expect(fetched.length).toBeLessThanOrEqual(20 * parts.length);
    const solvedMost = new Set(numbrix.slice(0, 390));
    for (let i = 0; i < 50; i++) expect(solvedMost.has((await pickRandom(parts, load, (id) => solvedMost.has(id), random))!)).toBe(false);
    const seen = new Set<string>();
    for (let i = 0; i < 300; i++) seen.add((await pickRandom(parts, load, () => true, random))!);
    for (const id of seen) expect(numbrix).toContain(id);
    expect(seen.size).toBeGreaterThan(100);
  });

  it('fetches each part once in a pick, however many draws land in it', async () => {
    const { parts, load, fetched } = setup(archive(40), {}, 10);
    await pickRandom(parts, load, () => true, seeded(5));
    expect(new Set(fetched).size).toBe(fetched.length);
    expect(fetched.length).toBe(parts.length);
  });
});
