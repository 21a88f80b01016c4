import { pagesText, pageCount } from './test/pdf/read.ts';
const f = process.argv[2]!;
console.log('pages', pageCount(f));
pagesText(f, false).forEach((t, i) => console.log(`--- page ${i + 1}\n${t}`));
