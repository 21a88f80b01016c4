import { template } from '../../words.ts';
import type { en } from './play-words.ts';

/**
 * Numbrix's player words in Portuguese (checked against the English in play-words.ts), Brazilian
 * as words.pt.ts is, with its terms: casa, grade, linha, coluna, caminho, "encostar no" seguinte.
 * The Next button is "Próximo"; Check is "Conferir", as src/site/play/words.pt.ts names it.
 */
export const pt: typeof en = {
  help: template(
    '{{#if coarse}}Toque num número da grade e depois nas casas{{else}}Clique num número da grade e depois nas casas{{/if}} onde vão os próximos números, ou arraste a partir de um número pelas casas. ' +
      '{{#if coarse}}Toque{{else}}Clique{{/if}} num número que você pôs para tirá-lo. O botão Próximo conta para cima ou para baixo. ' +
      'Teclas: as setas movem, Enter põe o número, + e − contam para cima ou para baixo, Ctrl+Z desfaz.',
  ),
  continuing: template('Continuando a partir do {{n}}'),
  removed: template('Você tirou o {{n}}'),
  backTo: template('De volta ao {{n}}'),
  placed: template('Você pôs {{#if (eq count 1)}}o {{from}}{{else if (eq count 2)}}o {{from}} e o {{to}}{{else}}os números do {{from}} ao {{to}}{{/if}}'),
  thenContinuing: template('{{said}}; continuando a partir do {{n}}'),
  chooseFirst: 'Primeiro escolha na grade um número a partir do qual continuar contando',
  atEnd: template('O {{n}} é o {{#if first}}primeiro{{else}}último{{/if}} número; conte no outro sentido'),
  already: template('O {{n}} já está na grade, na linha {{row}}, coluna {{column}}{{#if takeAway}}; tire-o primeiro{{/if}}'),
  mustTouch: template('O {{n}} tem de encostar no {{from}} por cima, por baixo, pela esquerda ou pela direita'),
  mustAlsoTouch: template('O {{n}} também tem de encostar no {{after}}, que já está na grade'),
  // One word for both pointers, as the Spanish does: "Escolha" reads as well under a finger as under a mouse.
  nextCaption: template('{{#if (eq at "choose")}}Escolha{{else if (eq at "first")}}Primeiro{{else if (eq at "last")}}Último{{else}}Próximo{{/if}}'),
  chooseValue: 'um número',
  nextLabel: template(
    '{{#if (eq at "choose")}}Escolha um número{{else if (eq at "first")}}O 1 é o primeiro' +
      '{{else if (eq at "last")}}O {{n}} é o último{{else}}Próximo: {{n}}{{/if}}, contando para {{#if up}}cima{{else}}baixo{{/if}}',
  ),
  turnTip: template('Contar para {{#if up}}baixo{{else}}cima{{/if}} ({{#if up}}−{{else}}+{{/if}})'),
  square: template(
    'Linha {{row}}, coluna {{column}}: {{#if v}}{{v}}{{#if given}}, impresso{{/if}}{{else}}vazia{{/if}}{{#if current}}, contando daqui{{/if}}',
  ),
  nothingYet: template('Você ainda não pôs nenhum número: {{#if (eq empty 1)}}resta 1 casa vazia{{else}}restam {{empty}} casas vazias{{/if}}.'),
  allRight: template(
    'Todos os números postos até agora estão certos; {{#if (eq empty 1)}}ainda resta 1 casa vazia{{else}}ainda restam {{empty}} casas vazias{{/if}}.',
  ),
  wrongAt: template(
    '{{#if (eq wrong.length 1)}}Este número não está onde a solução o põe{{else}}{{wrong.length}} números não estão onde a solução os põe{{/if}}: ' +
      '{{#each wrong}}{{#unless @first}}; {{/unless}}o {{v}} na linha {{row}}, coluna {{column}}{{/each}}.',
  ),
  wrongCount: template('{{#if (eq count 1)}}1 número não está onde a solução o põe{{else}}{{count}} números não estão onde a solução os põe{{/if}}.'),
  filledWrong: 'Todas as casas estão preenchidas, mas o caminho ainda não está certo: aperte Conferir para ver onde.',
};
