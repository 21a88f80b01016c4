import { template } from '../engine/words.ts';
import type { en } from './words.ts';

/** The archive's words in Spanish (checked against the English in words.ts). */
export const es: typeof en = {
  site: {
    // Short: on a phone the header is one line, the site's name beside the menu.
    name: 'Pasatiempos',
    windowTitle: template('{{title}} · Pasatiempos'),
    skip: 'Ir al contenido',
    mainNav: 'Principal',
    books: 'Libros',
    kinds: 'Tipos',
    search: 'Buscar',
    searchForm: 'Sitio',
    searchLabel: 'Buscar pasatiempos',
    searchPlaceholder: 'Buscar: id, tipo, libro…',
    footer:
      'Hecho con puzzlebook. Cada pasatiempo se resolvió de nuevo antes de publicarlo: todos tienen una sola solución, y en Cifras siempre se puede llegar al objetivo.',
    breadcrumb: 'Ruta',
    archive: 'Archivo',
  },
  book: {
    count: template('{{count}} pasatiempo{{#unless (eq count 1)}}s{{/unless}}'),
    author: template('de {{author}}'),
    pdf: 'Libro de pasatiempos (PDF)',
    answersPdf: 'Soluciones (PDF)',
    answersAtBack: 'Las soluciones están al final del libro',
  },
  puzzle: {
    title: template('{{kindTitle}} {{number}}, {{difficulty}} · {{book}}'),
    crumb: template('Pasatiempo {{number}}'),
    play: 'Jugar',
    idBefore: 'Pasatiempo',
    idIn: 'en',
    print: 'Imprimir este pasatiempo',
    howTo: 'Cómo se juega',
    more: template('Más pasatiempos de {{kindTitle}}'),
    asText: 'El pasatiempo en texto',
    measured: 'Cómo se midió su dificultad',
    askedFor: 'Nivel pedido',
    score: 'Puntuación medida',
    measuredNote:
      'El nivel es el de la técnica más difícil que hace falta para resolverlo sin adivinar; las cifras cuentan los pasos. El tiempo es una idea aproximada, a partir de los pasos que lleva.',
    showAnswer: 'Ver la solución',
    others: 'Otros pasatiempos de este libro',
    previous: template('‹ Anterior: {{label}}'),
    next: template('Siguiente: {{label}} ›'),
    first: 'Primer pasatiempo del libro',
    last: 'Último pasatiempo del libro',
  },
  grade: {
    needs: template('requiere «{{technique}}»'),
    about: template('unos {{minutes}} min'),
    none: 'ninguna',
    level: template('{{band}} (nivel {{level}})'),
  },
};
