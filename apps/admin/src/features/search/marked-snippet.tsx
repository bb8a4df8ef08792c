import { Fragment } from 'react';

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#39);/g, (e) => entities[e] ?? e);

// The server's snippet: HTML-escaped text where only <mark>…</mark> is markup. Rendered as React
// text and <mark> elements, never as HTML, so nothing else in it can become markup.
export const MarkedSnippet = ({ html }: { html: string }) => {
  const parts = html.split(/(<mark>.*?<\/mark>)/g);
  return (
    <>
      {parts.map((part, i) => {
        // The parts are positions in one fixed string: the index is their identity.
        const key = `${i}:${part.length}`;
        const m = /^<mark>(.*)<\/mark>$/.exec(part);
        return m ? (
          <mark key={key} className="rounded-sm bg-amber-200/70 px-0.5 text-inherit">
            {decode(m[1]!)}
          </mark>
        ) : (
          <Fragment key={key}>{decode(part)}</Fragment>
        );
      })}
    </>
  );
};
