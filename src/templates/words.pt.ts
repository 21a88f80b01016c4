import { template } from '../engine/words.ts';
import type { en } from './index.ts';

/** The book's furniture in Portuguese (checked against the English in index.ts). */
export const pt: typeof en = {
  book: {
    copyright: template('© {{#if year}}{{year}} {{/if}}{{author}}'),
    copyrightPuzzles: template(
      '{{count}} passatempo{{#if plural}}s{{/if}}, cada um verificado por um programa: todos têm solução e, exceto os de Conta Certa, uma só.',
    ),
    copyrightMade: template(
      'Feito com puzzlebook {{version}} a partir da semente {{seed}}; a mesma especificação e a mesma semente refazem este livro, página por página.',
    ),
    bands: { easy: 'fácil', medium: 'médio', hard: 'difícil', expert: 'especialista' },
    belongsTo: template('Este livro pertence a'),
    contentsHeading: template('Sumário'),
    contentsHowTo: template('Como jogar {{kindTitle}}'),
    howToHeading: template('Como jogar {{kindTitle}}'),
    howToExample: template('Exemplo'),
    howToSolved: template('Resolvido'),
    howToFirstSteps: template('Primeiros passos'),
    howToBands: template('O que cada nível pede'),
    howToBandsNote: template('Cada nível usa as técnicas dos anteriores, acrescenta estas e pede mais trabalho no total.'),
    howToBand: template('{{band}}'),
    howToTechnique: template('{{title}}: {{lowerFirst what}}'),
    howToTitles: template('{{band}}: {{titles}}'),
    howToRef: template('Como jogar: página {{page}}'),
    sectionHeading: template('{{kindTitle}} · {{count}} passatempo{{#if plural}}s{{/if}} de nível {{difficulty}}'),
    puzzleLabel: template('{{number}}. {{kindTitle}} · {{difficulty}}'),
    puzzleId: template('{{id}}'),
    footerRight: template('{{title}} · {{page}}'),
    footerLeft: template('{{page}} · {{title}}'),
  },
  cover: {
    pdfTitle: template('{{title}}: capa'),
    spine: template('{{title}} · {{author}}'),
    blurb: template(
      '{{count}} passatempos de números ({{difficulties}}), cada um verificado por um programa: tem uma solução a que se chega raciocinando, sem adivinhar. No início do livro, uma página para cada tipo explica como se joga, e o gabarito traz todas as soluções.',
    ),
    kindLine: template('{{kindTitle}}: {{count}}'),
  },
  answers: {
    title: template('{{title}}: soluções'),
    heading: template('Soluções'),
    caption: template('{{number}}. {{kindTitle}} (página {{page}})'),
  },
  worked: {
    step: template('{{n}}. {{title}}{{#if colon}}. {{say}}{{else}}: {{lowerFirst say}}{{/if}}'),
    stepNamed: template('{{n}}. {{say}}'),
    gap: template('… mais {{count}} passo{{#unless (eq count 1)}}s{{/unless}} …'),
    rest: template('Depois, mais {{count}} passo{{#unless (eq count 1)}}s{{/unless}} até a solução.'),
  },
  worksheet: {
    title: template('Ficha de {{kindTitle}}'),
    version: template('{{title}} {{letter}}'),
    header: template('Nome {{name}}   Data {{date}}   Pontos ____ / {{count}}'),
    footer: template('{{title}} · semente {{seed}}'),
  },
  explained: {
    summary: template('{{count}} passo{{#unless (eq count 1)}}s{{/unless}}, só raciocinando; o mais difícil é “{{hardest}}” ({{band}}).'),
    stuck: template('Depois de {{count}} passo{{#unless (eq count 1)}}s{{/unless}}, nenhuma técnica avança: este passatempo pede tentativa e erro, ou tem mais de uma solução.'),
    answer: template('A solução a que estes passos chegam:'),
    stored: template('É a solução guardada.'),
    right: template('É uma solução certa, como a guardada.'),
  },
};
