import { template } from '../../words.ts';
import type { en } from './play-words.ts';

/**
 * Cross Numbers' player words in Portuguese (checked against the English in play-words.ts), with
 * the terms of words.pt.ts: casa, algarismo, grade, linha (a row), coluna, and a line "dá o seu
 * resultado". "Linha" is a row here, so the English "line" is said "linha ou coluna".
 */
export const pt: typeof en = {
  help: 'Escolha uma casa e digite um algarismo, ou use o teclado da página; as setas movem. Com Notas você escreve notas a lápis. Uma linha ou coluna completa ganha um contorno verde quando dá o seu resultado.',
  box: template('Linha {{row}}, coluna {{column}}'),
  already: template('O {{v}} já está nesta {{#if (eq where "grid")}}grade{{else if (eq where "row")}}linha{{else}}coluna{{/if}}.'),
  missed: template(
    '{{#each lines}}{{#if @first}}A{{else}} e a{{/if}} {{#if row}}linha{{else}}coluna{{/if}} {{n}}{{/each}} ' +
      'não {{#if (eq lines.length 1)}}dá o seu resultado{{else}}dão os seus resultados{{/if}}.',
  ),
  mark: template('A {{#if row}}linha{{else}}coluna{{/if}} {{n}} {{#if holds}}dá{{else}}não dá{{/if}} o seu resultado'),
  boxEmpty: template('A casa da linha {{row}}, coluna {{column}} está vazia.'),
  boxRight: template('O {{v}} da linha {{row}}, coluna {{column}} está certo.'),
  boxWrong: template('O {{v}} da linha {{row}}, coluna {{column}} está errado.'),
  allRightSoFar: template(
    '{{#if (eq empty 1)}}Ainda resta 1 casa vazia{{else}}Ainda restam {{empty}} casas vazias{{/if}}; todos os algarismos escritos até agora estão certos.',
  ),
  wrongDigits: template(
    '{{#if (eq wrong.length 1)}}Este algarismo está errado{{else}}{{wrong.length}} algarismos estão errados{{/if}}: ' +
      '{{#each wrong}}{{#unless @first}}; {{/unless}}linha {{row}}, coluna {{column}}{{/each}}.',
  ),
  stillEmpty: template('{{#if (eq empty 1)}}Ainda resta 1 casa vazia{{else}}Ainda restam {{empty}} casas vazias{{/if}}.'),
  filledWrong: 'Todas as casas estão preenchidas, mas nem todas as linhas e colunas dão o seu resultado: aperte Conferir para ver onde.',
};
