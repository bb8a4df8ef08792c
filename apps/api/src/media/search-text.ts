// The gallery's search folds accents and case on both sides: "Séville" is found by "seville" and
// "SEVILLE". The stored search_text is name and tag names folded the same way (image-srcs.resource.ts).
export const foldText = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
