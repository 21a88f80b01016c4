import andikaRegular from '@fontsource/andika/files/andika-latin-400-normal.woff?url';
import andikaBold from '@fontsource/andika/files/andika-latin-700-normal.woff?url';
import hyperlegibleRegular from '@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-400-normal.woff?url';
import hyperlegibleBold from '@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-700-normal.woff?url';
import notoRegular from '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff?url';
import notoBold from '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff?url';
import andikaWholeRegular from '@expo-google-fonts/andika/Andika_400Regular.ttf?url';
import andikaWholeBold from '@expo-google-fonts/andika/Andika_700Bold.ttf?url';
import hyperlegibleWholeRegular from '@expo-google-fonts/atkinson-hyperlegible/400Regular/AtkinsonHyperlegible_400Regular.ttf?url';
import hyperlegibleWholeBold from '@expo-google-fonts/atkinson-hyperlegible/700Bold/AtkinsonHyperlegible_700Bold.ttf?url';
import notoWholeRegular from '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf?url';
import notoWholeBold from '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf?url';

/*
 * Where the archive serves each font file a book may be set in, by the name the pipeline asks
 * for it by (src/pdf/faces.ts: its path in its npm package). Vite copies each file into the
 * archive once, under a name of its content, and only /make/'s maker imports this, so no other
 * page fetches or carries them. The Latin WOFFs are what a book in Latin script reads (about
 * 17 KB each); the whole TTFs only a book with letters outside them (Greek, Cyrillic).
 */
export const FONT_URLS: Readonly<Record<string, string>> = {
  '@fontsource/andika/files/andika-latin-400-normal.woff': andikaRegular,
  '@fontsource/andika/files/andika-latin-700-normal.woff': andikaBold,
  '@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-400-normal.woff': hyperlegibleRegular,
  '@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-700-normal.woff': hyperlegibleBold,
  '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff': notoRegular,
  '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff': notoBold,
  '@expo-google-fonts/andika/Andika_400Regular.ttf': andikaWholeRegular,
  '@expo-google-fonts/andika/Andika_700Bold.ttf': andikaWholeBold,
  '@expo-google-fonts/atkinson-hyperlegible/400Regular/AtkinsonHyperlegible_400Regular.ttf': hyperlegibleWholeRegular,
  '@expo-google-fonts/atkinson-hyperlegible/700Bold/AtkinsonHyperlegible_700Bold.ttf': hyperlegibleWholeBold,
  '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf': notoWholeRegular,
  '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf': notoWholeBold,
};
