import { template } from '../../words.ts';
import type { en } from './words.ts';

/*
 * Number Mind in Dutch (checked against the English in words.ts): "Codekraker". A guess is "de
 * poging" (never "de gok": the book promises no guessing), a right place "goed" ("2 goed"), a
 * place "de plek", named by its number ("plek 3"), and a digit named as a thing takes "de"
 * ("de 7 op plek 3", "hem"). Why a way fails is said after "Als het … was,", so the reason
 * opens with its verb ("zou er meteen …").
 */

/** Strings joined "a, b of c". */
const either = (field: string) => `{{#each ${field}}}{{#unless @first}}{{#if @last}} of {{else}}, {{/if}}{{/unless}}{{this}}{{/each}}`;

/** Strings joined "a, b en c". */
const both = (field: string) => `{{#each ${field}}}{{#unless @first}}{{#if @last}} en {{else}}, {{/if}}{{/unless}}{{this}}{{/each}}`;

/** A guess as a sentence names it: "poging 3 (40971)". */
const guessName = (field: string) => `poging {{${field}.n}} ({{${field}.guess}})`;

/** How many right places a guess still needs: "1 extra goede plek", "2 goede plekken". */
const needs = (field: string) =>
  `{{${field}.need}} {{#if ${field}.known}}extra {{/if}}{{#if (eq ${field}.need 1)}}goede plek{{else}}goede plekken{{/if}}`;

/** Either-or and one of three: the ways a guess has left, why all but one fail. */
const split = template(
  'Poging {{guess.n}} ({{guess.guess}}) heeft nog ' +
    needs('guess') +
    ' nodig, en er zijn nog {{cases.length}} mogelijkheden: ' +
    either('cases') +
    '.{{#each fails}} Als het {{case}} was, {{reason}}.{{/each}} Het is dus {{survivor}}: schrijf die in, en streep ' +
    both('wrong') +
    ' weg.',
);

export const nl: typeof en = {
  title: 'Codekraker',
  rules: template(
    'Kraak mijn geheime code van {{length}} cijfers. Naast elke poging staat hoeveel van de cijfers goed zijn én op de goede plek staan (maar niet welke). Er past maar één code bij alle pogingen; schrijf die in de lege rij.',
  ),
  instruction: template(
    'Kraak mijn geheime code van {{length}} cijfers. Het getal naast elke poging zegt hoeveel van de cijfers goed zijn én op de goede plek staan.',
  ),
  score: template('{{correct}} goed'),
  secret: 'Code',
  alt: template('Codekraker met {{length}} cijfers. Pogingen en scores: {{guesses}}.'),
  altPairs: template('{{#each pairs}}{{#unless @first}}; {{/unless}}{{guess}}: {{correct}}{{/each}}'),
  altSolved: template('Codekraker: de geheime code en de goede plekken van elke poging.'),
  altAnswer: template('De geheime code is {{secret}}.'),
  ladder: {
    'zero-guess': {
      level: 1,
      title: 'poging met niets goed',
      what: 'Een poging met niets goed: elk van de cijfers is fout op de plek waar het staat, dus streep het daar weg.',
    },
    'score-met': {
      level: 1,
      title: 'score gehaald',
      what: 'Een poging waarvan alle goede plekken al bekend zijn: de andere cijfers zijn fout waar ze staan, dus streep ze weg.',
    },
    'last-digit': {
      level: 1,
      title: 'laatste cijfer dat overblijft',
      what: 'Een plek waar alle cijfers op één na zijn weggestreept: het cijfer dat overblijft, komt erin.',
    },
    'all-needed': {
      level: 1,
      title: 'allemaal nodig',
      what: 'Een poging die nog evenveel goede plekken nodig heeft als ze cijfers heeft die nog niet zijn weggestreept: al die cijfers zijn goed.',
    },
    compare: {
      level: 2,
      title: 'twee pogingen vergelijken',
      what: 'Twee pogingen naast elkaar: waar ze hetzelfde cijfer hebben, is het goed voor allebei of voor geen van beide, en waar ze verschillen, is er hooguit één goed; tel wat elke poging nog nodig heeft, en de enige manier waarop ze allebei hun score halen, zegt welke cijfers goed of fout zijn.',
    },
    'either-or': {
      level: 3,
      title: 'het een of het ander',
      what: 'Een poging die nog één goede plek nodig heeft, met nog maar twee plekken over: probeer ze allebei hooguit twee stappen met de makkelijkere technieken; loopt de ene vast op een tegenspraak, dan is de andere goed.',
    },
    'one-of-three': {
      level: 4,
      title: 'een van de drie',
      what: 'Een poging die nog één goede plek nodig heeft, met nog drie plekken over: probeer ze alle drie hooguit twee stappen met de makkelijkere technieken; lopen er twee vast op een tegenspraak, dan is de derde goed.',
    },
  },
  at: template('de {{digit}} op plek {{place}}'),
  places: template(`{{#if (eq places.length 1)}}plek{{else}}de plekken{{/if}} ${both('places')}`),
  reason: template(
    '{{#if (eq after 0)}}{{else}}{{#if (eq after 1)}}volgt er nog één stap: {{else}}volgen er nog {{after}} stappen: {{/if}}' +
      '{{#each chain}}{{#unless @first}}, dan {{/unless}}{{this}}{{/each}}; dan {{/if}}' +
      '{{#if (eq kind "empty")}}zou er{{#if (eq after 0)}} meteen{{/if}} op plek {{place}} geen cijfer meer over zijn{{/if}}' +
      '{{#if (eq kind "over")}}zou ' +
      guessName('guess') +
      '{{#if (eq after 0)}} meteen{{/if}} {{count}} goed hebben, meer dan de {{guess.score}} die erbij staat{{/if}}' +
      '{{#if (eq kind "short")}}zou ' +
      guessName('guess') +
      '{{#if (eq after 0)}} meteen{{/if}} {{#if (eq count 0)}}niets goed meer{{else}}hoogstens {{count}} goed{{/if}} kunnen hebben, minder dan de {{guess.score}} die erbij staat{{/if}}' +
      '{{#if (eq kind "pair")}}zouden ' +
      guessName('guess') +
      ' en ' +
      guessName('other') +
      '{{#if (eq after 0)}} meteen{{/if}} niet allebei hun score kunnen halen{{/if}}',
  ),
  link: {
    'zero-guess': template('streep ' + both('struck') + ' weg (poging {{guess.n}} heeft niets goed)'),
    'score-met': template(
      'streep ' +
        both('struck') +
        ' weg ({{#if (eq guess.score 1)}}de ene goede van poging {{guess.n}} is al bekend{{else}}{{#if (eq guess.score 2)}}beide goede{{else}}alle {{guess.score}} goede{{/if}} van poging {{guess.n}} zijn al bekend{{/if}})',
    ),
    'last-digit': template('de {{digit}} komt op plek {{place}} (het laatste cijfer dat daar over is)'),
    'all-needed': template(
      both('open') +
        ' {{#if (eq open.length 1)}}is goed (poging {{guess.n}} heeft hem nodig){{else}}zijn goed (poging {{guess.n}} heeft ze {{#if (eq open.length 2)}}allebei{{else}}allemaal{{/if}} nodig){{/if}}',
    ),
    compare: template(
      'met poging {{a.n}} en {{b.n}} naast elkaar: ' +
        '{{#if right.length}}' +
        both('right') +
        ' {{#if (eq right.length 1)}}is{{else}}zijn{{/if}} goed{{#if wrong.length}} en {{/if}}{{/if}}' +
        '{{#if wrong.length}}' +
        both('wrong') +
        ' {{#if (eq wrong.length 1)}}is{{else}}zijn{{/if}} fout{{/if}}',
    ),
  },

  steps: {
    'zero-guess': template(
      'Poging {{guess.n}} ({{guess.guess}}) heeft niets goed, dus elk van de cijfers is fout waar het staat: streep ' + both('struck') + ' weg.',
    ),
    'score-met': template(
      'Poging {{guess.n}} ({{guess.guess}}) heeft {{guess.score}} goed, en ' +
        '{{#if (eq guess.score 1)}}die is al bekend{{else}}{{#if (eq guess.score 2)}}die zijn allebei al bekend{{else}}die {{guess.score}} zijn allemaal al bekend{{/if}}{{/if}}: ' +
        both('hits') +
        '. De andere cijfers zijn fout waar ze staan: streep ' +
        both('struck') +
        ' weg.',
    ),
    'last-digit': template('Op plek {{place}} zijn alle cijfers behalve de {{digit}} weggestreept, dus daar komt de {{digit}}.'),
    'all-needed': template(
      'Poging {{guess.n}} ({{guess.guess}}) heeft {{guess.score}} goed{{#if guess.known}}, waarvan {{guess.known}} al bekend, en heeft er nog {{guess.need}} nodig{{/if}}; ' +
        '{{#if (eq open.length 1)}}het enige cijfer ervan dat niet is weggestreept waar het staat, is {{#each open}}{{this}}{{/each}}, dus die is goed: schrijf hem in.' +
        '{{else}}de enige cijfers ervan die niet zijn weggestreept waar ze staan, zijn ' +
        both('open') +
        ', dus {{#if (eq open.length 2)}}die zijn allebei{{else}}die zijn allemaal{{/if}} goed: schrijf ze in.{{/if}}',
    ),
    compare: template(
      'Vergelijk ' +
        guessName('a') +
        ', die nog ' +
        needs('a') +
        ' nodig heeft, met ' +
        guessName('b') +
        ', die nog ' +
        needs('b') +
        ' nodig heeft.' +
        '{{#if same.length}} Ze hebben allebei ' +
        both('same') +
        ': goed voor allebei of voor geen van beide.{{/if}}' +
        '{{#if clash}} Op {{clash}} hebben ze verschillende cijfers, en daarvan is er hooguit één goed.{{/if}}' +
        '{{#if aOnly}} Alleen poging {{a.n}} kan nog goed zijn op {{aOnly}}.{{/if}}' +
        '{{#if bOnly}} Alleen poging {{b.n}} kan nog goed zijn op {{bOnly}}.{{/if}}' +
        ' De enige manier waarop ze allebei hun score halen: ' +
        '{{#if right.length}}' +
        both('right') +
        ' {{#if (eq right.length 1)}}is{{else}}zijn{{/if}} goed{{#if wrong.length}}, en {{/if}}{{/if}}' +
        '{{#if wrong.length}}' +
        both('wrong') +
        ' {{#if (eq wrong.length 1)}}is{{else}}zijn{{/if}} fout{{/if}}.' +
        '{{#if right.length}} Schrijf {{#if (eq right.length 1)}}hem{{else}}ze{{/if}} in{{#if wrong.length}}, en streep de rest weg{{/if}}.{{else}} Streep {{#if (eq wrong.length 1)}}hem{{else}}ze{{/if}} weg.{{/if}}',
    ),
    'either-or': split,
    'one-of-three': split,
  },
  hint: {
    mistake: template(
      '{{#each wrong}}{{#if @first}}De{{else}}{{#if @last}} en de{{else}}, de{{/if}}{{/if}} {{v}} op plek {{place}}{{/each}} van je code {{#if (eq wrong.length 1)}}is{{else}}zijn{{/if}} niet goed: gum {{#if (eq wrong.length 1)}}hem{{else}}ze{{/if}} eerst uit, en vraag het dan opnieuw.',
    ),
    reveal: template('Ik ken geen stap die hier verder helpt, dus hier is één cijfer van de geheime code: de {{v}} op plek {{place}}.'),
  },
  measures: {
    level: 'niveau, volgens de technieken die nodig zijn (1 makkelijk … 4 expert)',
    hardest: 'moeilijkste techniek die nodig is',
    uses: 'gebruikte technieken',
    steps: 'stappen om hem op te lossen',
    paper: 'opgeschreven tellingen en uitgeprobeerde gevallen met hun stappen',
    length: 'cijfers in de code',
    guesses: 'gegeven pogingen',
    zeros: 'pogingen met niets goed',
  },
};
