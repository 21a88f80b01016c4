import { canonicalTag, setLanguage } from '../../engine/language.ts';
import { playerOf } from '../../kinds/players.dom.ts';
import { play, type PlayData } from '../../play/player.ts';
import { FINISHED, type Finished } from '../../play/shell.ts';
import { playControlsSet } from '../../play/words.ts';
import { recordFinish } from '../lib/stats-record.dom.ts';
import { loadWords } from './catalogs.ts';

/**
 * The puzzle page's island: reads the puzzle and its answer from the page's JSON, loads the
 * player of its kind from the registry's browser half (kinds/players.dom.ts: only the one a
 * page needs is fetched) and starts it over the drawing. Without JavaScript none of this runs
 * and the page is the printable puzzle it always was.
 */

// Every word the game shows (its controls', its kind's, a hint's) is in the page's language.
const lang = canonicalTag(document.documentElement.lang) ?? 'en';
setLanguage(lang);

const root = document.querySelector<HTMLElement>('[data-play]');
const source = document.getElementById('play-data');
const figure = document.querySelector<HTMLElement>('.puzzle .puzzle-figure');
if (root && source && figure) {
  // Each game finished goes into the reader's statistics, kept by the archive (lib/stats.ts).
  root.addEventListener(FINISHED, (event) => recordFinish(root, (event as CustomEvent<Finished>).detail));
  // `words`: the sets the kind shares with others (the grid kit's steps), which the page names for it.
  const data: PlayData<unknown, unknown> & { kind: string; words?: string[] } = JSON.parse(source.textContent ?? '');
  const entry = playerOf(data.kind);
  // A kind without a player keeps its page as it is: printable, with no Play section. Its words
  // (the controls', the player's, the kind's for hints) come in the page's language first.
  if (entry)
    void Promise.all([entry.load(), loadWords(lang, [playControlsSet.id, ...entry.words, ...(Array.isArray(data.words) ? data.words.filter((w) => typeof w === 'string') : [])])])
      .then(async ([player]) => {
        await player.ready?.();
        return player;
      })
      .then((player) => play(root, figure, data, player));
}
