import { joined, template } from '../../words.ts';
import type { en } from './words.ts';

/*
 * Number Mind in German (checked against the English in words.ts): "Codeknacker". A guess is
 * "der Tipp", a right place "ein Treffer" (the same in the plural), a digit named as a thing
 * is feminine ("die 7"), and a place is "die Stelle", named by its ordinal in the dative
 * ("an der dritten Stelle"), as every sentence here uses it after "an".
 */

/** Ordinals in the dative feminine ("an der dritten Stelle"); past the tenth, German says "an Stelle 12". */
const ORDINALS = ['ersten', 'zweiten', 'dritten', 'vierten', 'fünften', 'sechsten', 'siebten', 'achten', 'neunten', 'zehnten'];

/** A place (1-based number in `field`) after "an", with `an` before it ("an", "An", or nothing): "an der dritten Stelle", "an Stelle 12". */
const position = (field: string, an = 'an') => {
  const before = an ? `${an} ` : '';
  return `{{#if (lte ${field} ${ORDINALS.length})}}${before}der ${ORDINALS.map((word, i) => `{{#if (eq ${field} ${i + 1})}}${word}{{/if}}`).join('')} Stelle{{else}}${before}Stelle {{${field}}}{{/if}}`;
};

/** A list of strings joined as German does: "a, b und c", "a, b oder c". */

/** A guess as a sentence names it: "Tipp 3 (40971)". */
const guessName = (field: string) => `Tipp {{${field}.n}} ({{${field}.guess}})`;

/** How many right places a guess still needs: "noch 2 Treffer". */
const needs = (field: string) => `noch {{${field}.need}} Treffer`;


/** Either-or and one of three: the ways a guess has left, why all but one fail. */
const split = template(
  'Tipp {{guess.n}} ({{guess.guess}}) braucht ' +
    needs('guess') +
    ', und es bleiben {{cases.length}} Möglichkeiten: ' +
    joined('cases', 'or') +
    '.{{#each fails}} Wäre es {{case}}, {{reason}}.{{/each}} Also ist es {{survivor}}: Trag sie ein und streiche ' +
    joined('wrong', 'and') +
    '.',
);

export const de: typeof en = {
  title: 'Codeknacker',
  rules: template(
    'Finde meinen geheimen Code aus {{length}} Ziffern. Neben jedem Tipp steht, wie viele seiner Ziffern die richtige Ziffer an der richtigen Stelle sind (aber nicht, welche). Nur ein Code passt zu allen Tipps; schreib ihn in die leere Zeile.',
  ),
  instruction: template(
    'Finde meinen geheimen Code aus {{length}} Ziffern. Die Zahl neben jedem Tipp sagt, wie viele seiner Ziffern richtig sind und an der richtigen Stelle stehen.',
  ),
  score: template('{{correct}} Treffer'),
  secret: 'Code',
  alt: template('Codeknacker mit {{length}} Ziffern. Tipps und Treffer: {{guesses}}.'),
  altPairs: template('{{#each pairs}}{{#unless @first}}; {{/unless}}{{guess}}: {{correct}}{{/each}}'),
  altSolved: template('Codeknacker: der geheime Code und die Treffer jedes Tipps.'),
  altAnswer: template('Der geheime Code ist {{secret}}.'),
  ladder: {
    'zero-guess': {
      level: 1,
      title: 'Tipp ohne Treffer',
      what: 'Ein Tipp ohne einen einzigen Treffer: Jede seiner Ziffern ist an ihrer Stelle falsch, also streich sie dort.',
    },
    'score-met': {
      level: 1,
      title: 'Treffer komplett',
      what: 'Ein Tipp, dessen Treffer alle schon bekannt sind: Seine anderen Ziffern sind an ihrer Stelle falsch, also streich sie.',
    },
    'last-digit': {
      level: 1,
      title: 'letzte übrige Ziffer',
      what: 'Eine Stelle, an der alle Ziffern bis auf eine gestrichen sind: Die übrige kommt hinein.',
    },
    'all-needed': {
      level: 1,
      title: 'alle werden gebraucht',
      what: 'Ein Tipp, der noch so viele Treffer braucht, wie er ungestrichene Ziffern hat: Jede dieser Ziffern ist ein Treffer.',
    },
    compare: {
      level: 2,
      title: 'zwei Tipps vergleichen',
      what: 'Zwei Tipps nebeneinander: Wo sie dieselbe Ziffer haben, ist sie für beide richtig oder für keinen, und wo sie sich unterscheiden, ist höchstens eine richtig; zähle, was jeder noch braucht, und die einzige Art, wie beide auf ihre Treffer kommen, zeigt, welche Ziffern richtig oder falsch sind.',
    },
    'either-or': {
      level: 3,
      title: 'entweder-oder',
      what: 'Ein Tipp, der noch einen Treffer braucht, mit nur zwei Stellen dafür: Probiere jede höchstens zwei Schritte lang mit den leichteren Techniken aus; führt eine zu einem Widerspruch, ist die andere richtig.',
    },
    'one-of-three': {
      level: 4,
      title: 'eine von dreien',
      what: 'Ein Tipp, der noch einen Treffer braucht, mit drei Stellen dafür: Probiere jede höchstens zwei Schritte lang mit den leichteren Techniken aus; führen zwei zu einem Widerspruch, ist die dritte richtig.',
    },
  },
  at: template(`die {{digit}} ${position('place')}`),
  /** After "an": "der zweiten Stelle", "den Stellen 2, 4 und 5". */
  places: template(`{{#if (eq places.length 1)}}{{#each places}}${position('this', '')}{{/each}}{{else}}den Stellen ${joined('places', 'and')}{{/if}}`),
  /** After "Wäre es …,", so it opens with its verb. */
  reason: template(
    '{{#if (eq after 0)}}{{else}}{{#if (eq after 1)}}folgt noch ein Schritt: {{else}}folgen noch {{after}} Schritte: {{/if}}' +
      '{{#each chain}}{{#unless @first}}, dann {{/unless}}{{this}}{{/each}}; dann {{/if}}' +
      '{{#if (eq kind "empty")}}bliebe{{/if}}{{#if (eq kind "over")}}hätte{{/if}}{{#if (eq kind "short")}}könnte{{/if}}{{#if (eq kind "pair")}}könnten{{/if}}' +
      '{{#if (eq after 0)}} sofort{{/if}} ' +
      `{{#if (eq kind "empty")}}${position('place')} keine Ziffer übrig{{/if}}` +
      '{{#if (eq kind "over")}}' +
      guessName('guess') +
      ' {{count}} Treffer, aber er hat {{#if (eq guess.score 0)}}keinen{{else}}nur {{guess.score}}{{/if}}{{/if}}' +
      '{{#if (eq kind "short")}}' +
      guessName('guess') +
      ' {{#if (eq count 0)}}keinen Treffer mehr{{else}}höchstens {{count}} Treffer{{/if}} erreichen, aber er hat {{guess.score}}{{/if}}' +
      '{{#if (eq kind "pair")}}' +
      guessName('guess') +
      ' und ' +
      guessName('other') +
      ' nicht beide auf ihre Treffer kommen{{/if}}',
  ),
  link: {
    'zero-guess': template('streiche ' + joined('struck', 'and') + ' (Tipp {{guess.n}} hat keinen Treffer)'),
    'score-met': template(
      'streiche ' +
        joined('struck', 'and') +
        ' (Tipp {{guess.n}} hat {{#if (eq guess.score 1)}}seinen einen Treffer{{else}}{{#if (eq guess.score 2)}}beide Treffer{{else}}alle {{guess.score}} Treffer{{/if}}{{/if}} schon)',
    ),
    'last-digit': template(`trag die {{digit}} ${position('place')} ein (die letzte Ziffer, die dort übrig ist)`),
    'all-needed': template(
      'trag ' +
        joined('open', 'and') +
        ' ein (Tipp {{guess.n}} braucht {{#if (eq open.length 1)}}sie{{else}}{{#if (eq open.length 2)}}beide{{else}}alle{{/if}}{{/if}})',
    ),
    compare: template(
      'Tipp {{a.n}} und Tipp {{b.n}} nebeneinander: ' +
        '{{#if right.length}}' +
        joined('right', 'and') +
        ' {{#if (eq right.length 1)}}ist{{else}}sind{{/if}} richtig{{#if wrong.length}} und {{/if}}{{/if}}' +
        '{{#if wrong.length}}' +
        joined('wrong', 'and') +
        ' {{#if (eq wrong.length 1)}}ist{{else}}sind{{/if}} falsch{{/if}}',
    ),
  },

  steps: {
    'zero-guess': template(
      'Tipp {{guess.n}} ({{guess.guess}}) hat keinen Treffer, also ist jede seiner Ziffern an ihrer Stelle falsch: Streiche ' + joined('struck', 'and') + '.',
    ),
    'score-met': template(
      'Tipp {{guess.n}} ({{guess.guess}}) hat {{guess.score}} Treffer, und ' +
        '{{#if (eq guess.score 1)}}der ist schon bekannt{{else}}{{#if (eq guess.score 2)}}beide sind schon bekannt{{else}}alle {{guess.score}} sind schon bekannt{{/if}}{{/if}}: ' +
        joined('hits', 'and') +
        '. Seine anderen Ziffern sind an ihrer Stelle falsch: Streiche ' +
        joined('struck', 'and') +
        '.',
    ),
    'last-digit': template(`${position('place', 'An')} sind alle Ziffern außer der {{digit}} gestrichen, also kommt die {{digit}} dorthin.`),
    'all-needed': template(
      'Tipp {{guess.n}} ({{guess.guess}}) hat {{guess.score}} Treffer{{#if guess.known}}, davon {{guess.known}} schon bekannt, und braucht noch {{guess.need}}{{/if}}; ' +
        '{{#if (eq open.length 1)}}seine einzige Ziffer, die an ihrer Stelle nicht gestrichen ist, ist {{#each open}}{{this}}{{/each}}, also ist sie ein Treffer: Trag sie ein.' +
        '{{else}}seine einzigen Ziffern, die an ihrer Stelle nicht gestrichen sind, sind ' +
        joined('open', 'and') +
        ', also sind {{#if (eq open.length 2)}}beide{{else}}alle{{/if}} Treffer: Trag sie ein.{{/if}}',
    ),
    compare: template(
      'Vergleiche ' +
        guessName('a') +
        ', der ' +
        needs('a') +
        ' braucht, mit ' +
        guessName('b') +
        ', der ' +
        needs('b') +
        ' braucht.' +
        '{{#if same.length}} Beide haben ' +
        joined('same', 'and') +
        '; {{#if (eq same.length 1)}}sie ist{{else}}sie sind{{/if}} für beide richtig oder für keinen.{{/if}}' +
        '{{#if clash}} An {{clash}} haben sie verschiedene Ziffern, und höchstens eine davon ist richtig.{{/if}}' +
        '{{#if aOnly}} Nur Tipp {{a.n}} kann an {{aOnly}} noch Treffer haben.{{/if}}' +
        '{{#if bOnly}} Nur Tipp {{b.n}} kann an {{bOnly}} noch Treffer haben.{{/if}}' +
        // "Only if", so the list follows in a clause of its own: no full sentence after a colon in small letters.
        ' Beide kommen nur dann auf ihre Treffer, wenn ' +
        '{{#if right.length}}' +
        joined('right', 'and') +
        ' richtig {{#if (eq right.length 1)}}ist{{else}}sind{{/if}}{{#if wrong.length}} und {{/if}}{{/if}}' +
        '{{#if wrong.length}}' +
        joined('wrong', 'and') +
        ' falsch {{#if (eq wrong.length 1)}}ist{{else}}sind{{/if}}{{/if}}.' +
        '{{#if right.length}}{{#if wrong.length}} Trag {{#if (eq right.length 1)}}die richtige{{else}}die richtigen{{/if}} ein und streiche {{#if (eq wrong.length 1)}}die falsche{{else}}die falschen{{/if}}.' +
        '{{else}} Trag sie ein.{{/if}}{{else}} Streiche sie.{{/if}}',
    ),
    'either-or': split,
    'one-of-three': split,
  },
  hint: {
    mistake: template(
      `{{#each wrong}}{{#if @first}}Die{{else}}{{#if @last}} und die{{else}}, die{{/if}}{{/if}} {{v}} ${position('place')}{{/each}} in deinem Code {{#if (eq wrong.length 1)}}ist{{else}}sind{{/if}} falsch: Lösche sie zuerst und frag dann noch einmal.`,
    ),
    reveal: template(`Ich kenne keinen Schritt, der von hier weiterführt, also verrate ich dir eine Ziffer des geheimen Codes: die {{v}} ${position('place')}.`),
  },
  measures: {
    level: 'Stufe, nach den nötigen Techniken (1 leicht … 4 Profi)',
    hardest: 'schwierigste nötige Technik',
    uses: 'benutzte Techniken',
    steps: 'Schritte bis zur Lösung',
    paper: 'aufgelistete Zählungen und durchprobierte Fälle samt Schritten',
    length: 'Ziffern im Code',
    guesses: 'vorgegebene Tipps',
    zeros: 'Tipps ohne Treffer',
  },
};
