import { canonicalTag, type Language, setLanguage } from '../../engine/language.ts';
import { progressKey } from '../../play/saved.ts';
import { playControlsSet } from '../../play/words.ts';
import { loadWords } from '../play/catalogs.ts';
import { browserStorage, progressText, readProgress } from './progress.ts';

/**
 * Marks each puzzle card (PuzzleCard.astro: `.card[data-id]`) the reader has touched: solved,
 * answer shown, or in progress, from what the player stored. Read once on load, again when
 * another tab changes storage, and when the page comes back from the back button.
 */

// A card's mark is in its own language: its book's, which a listing of several books marks on the card.
const languageOf = (card: HTMLElement): Language => canonicalTag(card.closest<HTMLElement>('[lang]')?.lang ?? '') ?? 'en';

function mark(): void {
  const store = browserStorage();
  for (const card of document.querySelectorAll<HTMLElement>('.card[data-id]')) {
    const progress = readProgress(store, card.dataset.id!);
    const out = card.querySelector<HTMLElement>('.card-progress');
    if (progress) card.dataset.progress = progress.mark;
    else delete card.dataset.progress;
    setLanguage(languageOf(card));
    if (out) out.textContent = progress ? progressText(progress) : '';
  }
}

// The marks' words, in each language the cards are in, come first.
const languages = new Set([...document.querySelectorAll<HTMLElement>('.card[data-id]')].map(languageOf));
const ready = Promise.all([...languages].map((lang) => loadWords(lang, [playControlsSet.id])));
void ready.then(mark);
window.addEventListener('storage', (event) => {
  // A cleared storage has no key; otherwise only the player's own keys matter.
  if (event.key === null || event.key.startsWith(progressKey(''))) void ready.then(mark);
});
// A page restored from the back-forward cache keeps its old marks, and the puzzle just played
// may have changed them. (The first pageshow, after load, reads again too: cheap, and harmless.)
window.addEventListener('pageshow', () => void ready.then(mark));
