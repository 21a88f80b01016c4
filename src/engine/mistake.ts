/**
 * One answer check for each kind, as data (its `check.ts`, `PuzzleKind.mistake`): what is wrong
 * with an answer, which of the kind's check messages says it and with what, and which boxes of
 * the drawing it is about. Words come from the kind's catalogs (the `check` set of its
 * `words.ts`), in the language of the work under way: the command line, the library and the
 * browser's player say the same thing, each in its reader's language, and a player rings
 * the very boxes.
 */

/** What is wrong with an answer (null where nothing is). */
export interface Mistake {
  /** The key of the message in the kind's `check` words that says it. */
  says: string;
  /** What that message is told: raw data (numbers, places, a list of rules), never words. */
  data: object;
  /** The drawing's keyed boxes it is about (`cell-2-3`, `score-1`, `rule-0`), for a player to ring; [] where none shows it. */
  at: string[];
}

/** A mistake typed by a kind's check messages: `says` one of their keys, `data` what that message is told. */
export type MistakeOf<M> = {
  [K in keyof M & string]: { says: K; data: M[K] extends (data: infer D) => string ? Exclude<D, undefined> : never; at: string[] };
}[keyof M & string];

/** A mistake in words: its message of the kind's check words (a view: the language of the work under way). */
export function sayMistake(messages: object, mistake: Mistake): string {
  const message = (messages as Record<string, ((data: object) => string) | undefined>)[mistake.says];
  if (!message) throw new Error(`no check message "${mistake.says}"`);
  return message(mistake.data);
}
