import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';

// Fonts bundled from npm as TTF (nothing fetched at run time): Playfair Display for titles, Lato
// for text. react-pdf embeds only the glyphs it prints.
const require = createRequire(import.meta.url);
const ttf = (pkg: string, file: string) => require.resolve(`${pkg}/${file}`);

export const fontFamilies = { title: 'PdfTitle', body: 'PdfBody' } as const;

let registered = false;
export const registerPdfFonts = () => {
  if (registered) return;
  registered = true;
  const lato = '@expo-google-fonts/lato';
  const playfair = '@expo-google-fonts/playfair-display';
  Font.register({
    family: fontFamilies.body,
    fonts: [
      { src: ttf(lato, '400Regular/Lato_400Regular.ttf') },
      { src: ttf(lato, '700Bold/Lato_700Bold.ttf'), fontWeight: 700 },
      { src: ttf(lato, '400Regular_Italic/Lato_400Regular_Italic.ttf'), fontStyle: 'italic' },
    ],
  });
  Font.register({
    family: fontFamilies.title,
    fonts: [
      { src: ttf(playfair, '400Regular/PlayfairDisplay_400Regular.ttf') },
      { src: ttf(playfair, '700Bold/PlayfairDisplay_700Bold.ttf'), fontWeight: 700 },
    ],
  });
  // Words are never hyphenated (names, references, confirmation numbers).
  Font.registerHyphenationCallback((word) => [word]);
};
