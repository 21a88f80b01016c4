import type { RandomGroup } from './listing.ts';
import { browserStorage, readProgress } from './progress.ts';
import { matchingParts, pickRandom, type RandomPart } from './random.ts';

/**
 * The random page (pages/random/index.astro): goes to a puzzle the reader has not solved,
 * narrowed by `?kind=`, `?difficulty=` and `?language=`, picked by random.ts from the groups the
 * page lists, fetching a part of a group's ids at a time. Its words come in the page's own
 * language, on the status line's data attributes.
 *
 * Math.random, not the books' seeded generator: this is the reader's choice of what to play
 * next, never part of any output, and it should differ from one visit to the next.
 */

const source = document.getElementById('random-data');
const { size, groups }: { size: number; groups: RandomGroup[] } = JSON.parse(source?.textContent || '{"size":1,"groups":[]}');
const partsAt = source?.dataset.parts ?? '/random/';
const puzzlesAt = source?.dataset.puzzles ?? '/puzzles/';
const query = new URLSearchParams(location.search);
const parts = matchingParts(groups, { kind: query.get('kind'), difficulty: query.get('difficulty'), language: query.get('language') }, size);
const status = document.querySelector<HTMLElement>('[data-random-status]');
const say = (key: 'picking' | 'none' | 'failed') => {
  if (status) status.textContent = status.dataset[key] ?? '';
};

async function load({ group, index }: RandomPart): Promise<string[]> {
  const response = await fetch(`${partsAt}${group.kind}/${group.difficulty}/${group.lang}/${index}.json`);
  if (!response.ok) throw new Error(`${response.status} ${response.url}`);
  return response.json();
}

const store = browserStorage();
if (parts.length > 0) say('picking');
pickRandom(parts, load, (id) => readProgress(store, id)?.mark === 'solved', Math.random).then(
  // replace, not assign: Back from the puzzle returns to where the reader asked for one.
  (id) => (id ? location.replace(`${puzzlesAt}${id}/`) : say('none')),
  () => say('failed'),
);
