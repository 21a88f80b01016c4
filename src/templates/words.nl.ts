import { template } from '../engine/words.ts';
import type { en } from './index.ts';

/*
 * The book's furniture in Dutch (checked against the English in index.ts). A band's name is
 * printed as it is ("moeilijk"), never before a noun, where Dutch would inflect it
 * ("moeilijke puzzels"): so a section is "10 puzzels op niveau moeilijk". The seed is "de
 * startwaarde", as Dutch software calls it.
 */
export const nl: typeof en = {
  book: {
    copyright: template('© {{#if year}}{{year}} {{/if}}{{author}}'),
    copyrightPuzzles: template(
      '{{count}} puzzel{{#if plural}}s{{/if}}, elk gecontroleerd door een computerprogramma: elke puzzel heeft een oplossing, en op Getallenjacht na precies één.',
    ),
    copyrightMade: template(
      'Gemaakt met puzzlebook {{version}} en startwaarde {{seed}}; met dezelfde beschrijving en startwaarde ontstaat dit boek opnieuw, pagina voor pagina.',
    ),
    bands: { easy: 'makkelijk', medium: 'gemiddeld', hard: 'moeilijk', expert: 'expert' },
    belongsTo: template('Dit boek is van'),
    contentsHeading: template('Inhoud'),
    contentsHowTo: template('Zo speel je {{kindTitle}}'),
    howToHeading: template('Zo speel je {{kindTitle}}'),
    howToExample: template('Voorbeeld'),
    howToSolved: template('Opgelost'),
    howToFirstSteps: template('De eerste stappen'),
    howToBands: template('Wat elk niveau vraagt'),
    howToBandsNote: template('Elk niveau gebruikt de technieken van de niveaus ervoor, voegt deze toe en vraagt in totaal meer werk.'),
    howToBand: template('{{band}}'),
    howToTechnique: template('{{title}}: {{lowerFirst what}}'),
    howToTitles: template('{{band}}: {{titles}}'),
    howToRef: template('Zo speel je het: pagina {{page}}'),
    sectionHeading: template('{{kindTitle}} · {{count}} puzzel{{#if plural}}s{{/if}} op niveau {{difficulty}}'),
    puzzleLabel: template('{{number}}. {{kindTitle}} · {{difficulty}}'),
    puzzleId: template('{{id}}'),
    footerRight: template('{{title}} · {{page}}'),
    footerLeft: template('{{page}} · {{title}}'),
  },
  cover: {
    pdfTitle: template('{{title}}: omslag'),
    spine: template('{{title}} · {{author}}'),
    blurb: template(
      '{{count}} getallenpuzzels ({{difficulties}}), elk gecontroleerd door een computerprogramma: er is altijd een antwoord, en je vindt het door na te denken, zonder te gokken. Vooraan bij elke soort puzzel staat een pagina die uitlegt hoe je speelt, en alle antwoorden zitten erbij.',
    ),
    kindLine: template('{{kindTitle}}: {{count}}'),
  },
  answers: {
    title: template('{{title}}: antwoorden'),
    heading: template('Antwoorden'),
    caption: template('{{number}}. {{kindTitle}} (pagina {{page}})'),
  },
  worked: {
    step: template('{{n}}. {{title}}{{#if colon}}. {{say}}{{else}}: {{lowerFirst say}}{{/if}}'),
    stepNamed: template('{{n}}. {{say}}'),
    gap: template('… nog {{count}} {{#if (eq count 1)}}stap{{else}}stappen{{/if}} …'),
    rest: template('Daarna nog {{count}} {{#if (eq count 1)}}stap{{else}}stappen{{/if}} tot het antwoord.'),
  },
  worksheet: {
    title: template('Werkblad {{kindTitle}}'),
    version: template('{{title}} {{letter}}'),
    header: template('Naam {{name}}   Datum {{date}}   Score ____ / {{count}}'),
    footer: template('{{title}} · startwaarde {{seed}}'),
  },
  explained: {
    summary: template('{{count}} stap{{#unless (eq count 1)}}pen{{/unless}}, alleen door te redeneren; de moeilijkste is ‘{{hardest}}’ ({{band}}).'),
    stuck: template('Na {{count}} stap{{#unless (eq count 1)}}pen{{/unless}} komt geen techniek verder: deze puzzel vraagt om gokken, of heeft meer dan één oplossing.'),
    answer: template('De oplossing waar deze stappen op uitkomen:'),
    stored: template('Het is de opgeslagen oplossing.'),
    right: template('Het is een goede oplossing, net als de opgeslagen.'),
  },
};
