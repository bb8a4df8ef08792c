// The description is sanitised HTML on the API (rich text elsewhere may write it); the dialog edits
// it as plain text in a textarea (no editor in the dialog's chunk). Paragraphs and line breaks
// survive the round trip; anything else the text cannot hold is dropped when saved from here.

/** The text of a description: paragraphs and <br> become line breaks, tags go, entities decode. */
export const htmlToText = (html: string | null | undefined) => {
  if (!html) return '';
  const withBreaks = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])>/gi, '\n')
    .replace(/<li[^>]*>/gi, '• ');
  const doc = new DOMParser().parseFromString(withBreaks, 'text/html');
  return (doc.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Text as HTML: a paragraph per blank-line-separated block, <br> within one; null when empty. */
export const textToHtml = (text: string) => {
  const blocks = text
    .trim()
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  if (blocks.length === 0) return null;
  return blocks.map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`).join('');
};
