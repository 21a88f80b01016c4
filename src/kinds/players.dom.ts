import type { Player } from '../play/player.ts';

/**
 * The registry's browser half: each kind's player, and the sets of words it speaks. A puzzle
 * page cannot load registry.ts (it holds every generator and solver), so the players are found
 * in the kinds' folders, as registry.ts's kinds are named: `kinds/<name>/player.dom.ts`, with
 * its `play.css`, fetched only for the kind a page shows (Vite's `import.meta.glob`). A kind
 * added to the registry brings its player here with no line to edit; the contract test holds
 * every kind to having one.
 */
export type AnyPlayer = Player<unknown, unknown, { mistakes: number }>;

const players = import.meta.glob<{ player: AnyPlayer }>('./*/player.dom.ts');

/** A kind's player as a page loads it. */
export interface PlayerEntry {
  load(): Promise<AnyPlayer>;
  /**
   * The sets of words the kind's player speaks beside the play kit's: its own (help line,
   * verdicts) and the kind's (hints tell its steps), named as `translations.play` and
   * `translations.words` name them in the registry.
   */
  words: readonly string[];
}

/** The player of the kind named `kind`, or undefined where there is none (the page stays printable). */
export function playerOf(kind: string): PlayerEntry | undefined {
  const load = players[`./${kind}/player.dom.ts`];
  if (!load) return undefined;
  return { load: async () => (await load()).player, words: [`kinds/${kind}/play-words`, `kinds/${kind}/words`] };
}
