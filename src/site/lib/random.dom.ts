import { browserStorage, pickPuzzle, readProgress } from './progress.ts';

/**
 * The random page (pages/random/index.astro): goes to a puzzle the reader has not solved,
 * picked from the page's own list of links, narrowed by `?kind=`, `?difficulty=` and `?language=`.
 * Its words come in the page's own language, on the status line's data attributes.
 *
 * Math.random, not the books' seeded generator: this is the reader's choice of what to play
 * next, never part of any output, and it should differ from one visit to the next.
 */


const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-random-list] a[data-id]')];
const candidates = links.map((a) => ({ id: a.dataset.id!, kind: a.dataset.kind!, difficulty: a.dataset.difficulty!, language: a.dataset.language!, href: a.href }));
const query = new URLSearchParams(location.search);
const store = browserStorage();
const chosen = pickPuzzle(
  candidates,
  { kind: query.get('kind'), difficulty: query.get('difficulty'), language: query.get('language') },
  (id) => readProgress(store, id)?.mark === 'solved',
  Math.random,
);
const status = document.querySelector<HTMLElement>('[data-random-status]');
if (chosen) {
  if (status) status.textContent = status.dataset.picking ?? '';
  // replace, not assign: Back from the puzzle returns to where the reader asked for one.
  location.replace(chosen.href);
} else if (status) {
  status.textContent = status.dataset.none ?? '';
}
