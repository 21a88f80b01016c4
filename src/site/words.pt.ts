import { template } from '../engine/words.ts';
import type { en } from './words.ts';

/**
 * The archive's words in Portuguese (checked against the English in words.ts). Brazilian, as the
 * printed words are (src/templates/words.pt.ts): "passatempo", "Como jogar", "soluções".
 */
export const pt: typeof en = {
  site: {
    // Short: on a phone the header is one line, the site's name beside the menu.
    name: 'Passatempos',
    windowTitle: template('{{title}} · Passatempos'),
    skip: 'Pular para o conteúdo',
    mainNav: 'Principal',
    books: 'Livros',
    kinds: 'Tipos',
    search: 'Buscar',
    searchForm: 'Site',
    searchLabel: 'Buscar passatempos',
    searchPlaceholder: 'Buscar: id, tipo, livro…',
    footer:
      'Feito com puzzlebook. Cada passatempo daqui foi resolvido de novo antes de ser publicado: todos têm uma só solução, exceto os de Conta Certa, em que sempre dá para chegar ao alvo, muitas vezes de vários jeitos.',
    breadcrumb: 'Trilha de navegação',
    archive: 'Arquivo',
  },
  book: {
    count: template('{{count}} passatempo{{#unless (eq count 1)}}s{{/unless}}'),
    author: template('por {{author}}'),
    pdf: 'Livro de passatempos (PDF)',
    answersPdf: 'Soluções (PDF)',
    answersAtBack: 'As soluções estão no final do livro',
  },
  puzzle: {
    title: template('{{kindTitle}} {{number}}, {{difficulty}} · {{book}}'),
    crumb: template('Passatempo {{number}}'),
    play: 'Jogar',
    idBefore: 'Passatempo',
    idIn: 'em',
    print: 'Imprimir este passatempo',
    howTo: 'Como jogar',
    more: template('Mais passatempos de {{kindTitle}}'),
    asText: 'O passatempo em texto',
    measured: 'Como a dificuldade foi medida',
    askedFor: 'Nível pedido',
    score: 'Trabalho que pede (pontuação)',
    measuredNote:
      'O nível pede duas coisas: as técnicas de que uma pessoa precisa para resolvê-lo sem adivinhar e uma pontuação dentro da faixa do nível para um passatempo deste tamanho. A pontuação conta a resolução inteira: cada passo conforme o nível da sua técnica (1, 2, 4 ou 8 pontos) e um ponto por cada caso escrito e verificado. Um ponto são cerca de dez segundos, e daí vem o tempo: uma estimativa, não uma medição.',
    showAnswer: 'Ver a solução',
    others: 'Outros passatempos deste livro',
    previous: template('‹ Anterior: {{label}}'),
    next: template('Próximo: {{label}} ›'),
    first: 'Primeiro passatempo do livro',
    last: 'Último passatempo do livro',
  },
  grade: {
    // "pede" as the printed "O que cada nível pede".
    needs: template('pede “{{technique}}”'),
    about: template('cerca de {{minutes}} min'),
    none: 'nenhuma',
    level: template('{{band}} (nível {{level}})'),
  },
  listing: {
    description: 'Todos os passatempos de todos os livros: explore, imprima, pesquise e confira as soluções.',
    lede: template(
      '{{puzzles}} passatempo{{#unless (eq puzzles 1)}}s{{/unless}} de {{books}} livro{{#unless (eq books 1)}}s{{/unless}}, cada um verificado por um programa: uma solução e nenhuma outra (em {{countdown}}: pelo menos uma forma de chegar ao alvo). Abra qualquer um para jogá-lo, imprimi-lo ou ver a solução.',
    ),
    random: 'Passatempo ao acaso',
    randomWhy: ': um que você ainda não resolveu.',
    kinds: 'Tipos de passatempo',
    example: 'O exemplo que estas regras descrevem',
    allOfKind: template('{{#if (eq count 1)}}O único passatempo{{else}}Os {{count}} passatempos{{/if}} de {{kindTitle}}'),
    kindTitle: template('Passatempos de {{kindTitle}}'),
    teach: 'Como se resolve: primeiros passos e o que cada nível pede',
    firstSteps: 'Primeiros passos do exemplo',
    eachBand: 'O que cada nível pede',
    eachBandNote: 'Cada nível usa as técnicas dos anteriores, acrescenta estas e pede mais trabalho no total.',
    showDifficulty: 'Mostrar nível',
    showLanguage: 'Mostrar idioma',
    all: 'Todos',
    randomOfKind: template('{{kindTitle}} ao acaso'),
    puzzles: 'Passatempos',
    searchTitle: 'Pesquisar no arquivo',
    searchIntro: template(
      'Pesquise pelo identificador de um passatempo, como aparece impresso abaixo dele no livro (por exemplo {{id}}), por tipo, nível, título do livro ou pelas palavras de uma regra; refine os resultados com os filtros.',
    ),
    searchNeedsScript: template('A pesquisa precisa de JavaScript. Sem ele, navegue pelos {{books}} ou pelos {{kinds}}.'),
    booksLink: 'livros',
    kindsLink: 'tipos de passatempo',
    filters: { kind: 'tipo', difficulty: 'nível', book: 'livro', language: 'idioma' },
    randomDescription: 'Um passatempo escolhido ao acaso entre os que você ainda não resolveu.',
    randomAtWork: 'Com JavaScript, esta página escolhe um passatempo que você ainda não resolveu e o abre. Sem ele, escolha um da lista.',
    randomPicking: 'Escolhendo um passatempo…',
    randomNone: 'Nenhum passatempo corresponde ao pedido. Escolha um da lista abaixo.',
    inBook: template('em {{book}}'),
    back: 'Voltar ao arquivo',
    notFound: 'Página não encontrada',
    noSuchPage: 'Esta página não existe',
    notFoundText: template('Não há nenhum passatempo nem livro aqui. Tente a {{front}} ou a {{search}}.'),
    frontLink: 'página inicial do arquivo',
    searchLink: 'pesquisa',
  },
};
