import { localized } from '../../language.ts';
import { joined, template } from '../../words.ts';
import { de } from './play-words.de.ts';
import { es } from './play-words.es.ts';
import { fr } from './play-words.fr.ts';
import { it } from './play-words.it.ts';
import { nl } from './play-words.nl.ts';
import { pt } from './play-words.pt.ts';

/**
 * What Secret Number's player says on the archive's page (player.dom.ts, play.ts): its help
 * line, the verdicts on a guess, the rules' names for screen readers. The page's language is
 * set at start-up, so these read the page's. Each translation (`play-words.<language>.ts`) is
 * checked against these by src/book/translations.ts.
 */
export const en = {
  help: template<{ digits: number }>(
    'Write a {{digits}}-digit guess in the boxes. Once every box is filled, each rule shows a tick if your guess keeps it and a cross if it breaks it. ' +
      'Tap a rule (or Tab to it and press Enter) to cross it out; Notes writes pencil marks.',
  ),
  unfinished: template<{ digits: number }>('Write all {{digits}} digits of your guess first (the first is not 0).'),
  keepsAll: template<{ guess: string }>('{{guess}} keeps every rule.'),
  /** A full guess's broken rules, by number: "123 breaks rules 1 and 3." */
  breaks: template<{ guess: string; rules: number[] }>('{{guess}} breaks rule{{#unless (eq rules.length 1)}}s{{/unless}} ' + joined('rules', 'and') + '.'),
  crossedOut: template<{ n: number }>('Rule {{n}} crossed out.'),
  backInPlay: template<{ n: number }>('Rule {{n}} back in play.'),
  /** An answer box's name, for screen readers. */
  digit: template<{ d: number }>('Digit {{d}} of your guess'),
  /** A rule's control's name: its number and words, and on a full guess its verdict. */
  rule: template<{ n: number; text: string; guess: string; kept: boolean }>('Rule {{n}}: {{text}}{{#if guess}} {{guess}} {{#if kept}}keeps{{else}}breaks{{/if}} it.{{/if}}'),
  crossedTip: 'Crossed out: tap to bring it back',
  crossTip: 'Tap to cross out',
};

/** Secret Number's player words in every language they are written in. */
export const wordsByLanguage = { en, de, es, fr, pt, it, nl };

/** The words in the page's language, looked up at each use. */
export const playWords = localized(wordsByLanguage);
