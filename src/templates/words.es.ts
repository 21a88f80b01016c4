import { template } from '../engine/words.ts';
import type { en } from './index.ts';

/** The book's furniture in Spanish (checked against the English in index.ts). */
export const es: typeof en = {
  book: {
    copyright: template('© {{#if year}}{{year}} {{/if}}{{author}}'),
    copyrightPuzzles: template(
      '{{count}} pasatiempo{{#if plural}}s{{/if}}, cada uno comprobado por un programa: todos tienen solución, y todos salvo Cifras, una sola.',
    ),
    copyrightMade: template(
      'Hecho con puzzlebook {{version}} a partir de la semilla {{seed}}; con la misma especificación y la misma semilla se obtiene de nuevo este libro, página a página.',
    ),
    bands: { easy: 'fácil', medium: 'medio', hard: 'difícil', expert: 'experto' },
    belongsTo: template('Este libro es de'),
    contentsHeading: template('Índice'),
    contentsHowTo: template('Cómo se juega a {{kindTitle}}'),
    howToHeading: template('Cómo se juega a {{kindTitle}}'),
    howToExample: template('Ejemplo'),
    howToSolved: template('Resuelto'),
    howToFirstSteps: template('Primeros pasos'),
    howToBands: template('Qué pide cada nivel'),
    howToBandsNote: template('Cada nivel usa las técnicas de los anteriores, añade estas y pide más trabajo en total.'),
    howToBand: template('{{band}}'),
    howToTechnique: template('{{title}}: {{lowerFirst what}}'),
    howToTitles: template('{{band}}: {{titles}}'),
    howToRef: template('Cómo se juega: página {{page}}'),
    sectionHeading: template('{{kindTitle}} · {{count}} pasatiempo{{#if plural}}s{{/if}} de nivel {{difficulty}}'),
    puzzleLabel: template('{{number}}. {{kindTitle}} · {{difficulty}}'),
    puzzleId: template('{{id}}'),
    footerRight: template('{{title}} · {{page}}'),
    footerLeft: template('{{page}} · {{title}}'),
  },
  cover: {
    pdfTitle: template('{{title}}: cubierta'),
    spine: template('{{title}} · {{author}}'),
    blurb: template(
      '{{count}} pasatiempos de números ({{difficulties}}), cada uno comprobado por un programa: tiene una solución a la que se llega razonando, sin adivinar. Una página al principio de cada tipo explica cómo se juega, y todas las soluciones están en el solucionario.',
    ),
    kindLine: template('{{kindTitle}}: {{count}}'),
  },
  answers: {
    title: template('{{title}}: soluciones'),
    heading: template('Soluciones'),
    caption: template('{{number}}. {{kindTitle}} (página {{page}})'),
  },
  worked: {
    step: template('{{n}}. {{title}}{{#if colon}}. {{say}}{{else}}: {{lowerFirst say}}{{/if}}'),
    stepNamed: template('{{n}}. {{say}}'),
    gap: template('… {{count}} paso{{#unless (eq count 1)}}s{{/unless}} más …'),
    rest: template('Luego, {{count}} paso{{#unless (eq count 1)}}s{{/unless}} más hasta la solución.'),
  },
  worksheet: {
    title: template('Ficha de {{kindTitle}}'),
    version: template('{{title}} {{letter}}'),
    header: template('Nombre {{name}}   Fecha {{date}}   Puntos ____ / {{count}}'),
    footer: template('{{title}} · semilla {{seed}}'),
  },
  explained: {
    summary: template('{{count}} paso{{#unless (eq count 1)}}s{{/unless}}, solo razonando; el más difícil es «{{hardest}}» ({{band}}).'),
    stuck: template('Tras {{count}} paso{{#unless (eq count 1)}}s{{/unless}} ninguna técnica avanza: este pasatiempo pide ensayo y error, o tiene más de una solución.'),
    answer: template('La solución a la que llegan estos pasos:'),
    stored: template('Es la solución guardada.'),
    right: template('Es una solución correcta, como la guardada.'),
  },
};
