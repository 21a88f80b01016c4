/**
 * Counted work: each solver counts the cell, word and value visits it makes (its `cost`),
 * weighted so that about WORK_PER_SECOND of it takes a second on one core (measured with
 * Node 24 on 2 × AMD EPYC: 110–360 million a second across kinds and inputs). Budgets and
 * estimates are in it, never in time, so the same input gets the same answer however fast
 * or busy the machine is; time appears only in the words of a refusal.
 */
export const WORK_PER_SECOND = 150_000_000;

/** Work as a time a person can weigh: "about 3 seconds", "about 40 minutes", "about 2 days". */
export function workTime(work: number): string {
  const seconds = work / WORK_PER_SECOND;
  // A plan of small sections said "about 1 second" of each, and of the whole: a rounding, not a time.
  if (seconds < 0.5) return 'under a second';
  const units: [number, string][] = [
    [86_400, 'day'],
    [3_600, 'hour'],
    [60, 'minute'],
    [1, 'second'],
  ];
  for (const [size, name] of units) {
    if (seconds >= size || size === 1) {
      const n = Math.max(1, Math.round(seconds / size));
      return `about ${n} ${name}${n === 1 ? '' : 's'}`;
    }
  }
  return 'about 1 second';
}
