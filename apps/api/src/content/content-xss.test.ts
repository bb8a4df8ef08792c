import { beforeAll, describe, expect, it } from 'vitest';
import { json } from '../test/harness.ts';
import { type Item, testAppForFile } from '../test/test-app.ts';

const t = testAppForFile();
let marketing: string;

// Kinds of the OWASP XSS filter-evasion cheat sheet: script tags, event handlers, javascript: and
// data: URLs with case, entity, whitespace and encoding tricks, SVG, iframes, style, meta, base,
// object/embed, malformed tags, attribute breakouts.
const vectors = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.rocks/xss.js></SCRIPT>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  "<IMG SRC=javascript:alert('XSS')>",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
  '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<IMG SRC="jav\tascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">',
  '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
  '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT SRC=http://xss.rocks/xss.js?< B >',
  '<IMG SRC="`<javascript:alert>`(\'XSS\')"',
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
  "<svg/onload=alert('XSS')>",
  '<svg><script>alert(1)</script></svg>',
  '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>',
  '<iframe src="https://evil.example/x"></iframe>',
  '<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')">',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">',
  '<STYLE>@im\\port\'\\ja\\vasc\\ript:alert("XSS")\';</STYLE>',
  '<IMG STYLE="xss:expr/*XSS*/ession(alert(\'XSS\'))">',
  '<BASE HREF="javascript:alert(\'XSS\');//">',
  '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="&#1;javascript:alert(1)">x</a>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<a href="jAvAsCrIpT&colon;alert(1)">x</a>',
];

// What must not be in any answer: a script element, an event handler attribute, a script or
// data:text/html URL, a non-allowlisted iframe, a style element, meta refresh, base, object, embed.
const dangerous = [
  /<script/i,
  /<[^>]+\son[a-z]+\s*=/i,
  /javascript\s*:/i,
  /vbscript\s*:/i,
  /data:text\/html/i,
  /<iframe(?![^>]*src="https:\/\/(www\.youtube\.com|player\.vimeo\.com)\/)/i,
  /<style/i,
  /<meta/i,
  /<base/i,
  /<object/i,
  /<embed/i,
  /<svg/i,
  /<form/i,
  /expression\(/i,
];
const assertClean = (text: string, vector: string) => {
  for (const pattern of dangerous) {
    if (pattern.test(text))
      throw new Error(`${pattern} survived ${JSON.stringify(vector)}: ${text.slice(0, 500)}`);
  }
};

// The vector in every place a client can put text or markup.
// (Cut to the fields' lengths: a longer value is a 422, tested elsewhere.)
const payload = (vector: string) => ({
  title: `T ${vector}`.slice(0, 255),
  excerpt: vector,
  seoTitle: vector.slice(0, 255),
  seoKeywords: vector,
  seoDescription: vector,
  tags: [vector],
});
const bodyWith = (vector: string) => ({
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: vector, marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
        {
          type: 'text',
          text: 'x',
          marks: [{ type: 'link', attrs: { href: `https://ok.example/"${vector}` } }],
        },
        { type: 'mention', attrs: { id: '/api/vendors/3', label: vector, kind: 'vendor' } },
      ],
    },
    { type: 'image', attrs: { src: 'javascript:alert(1)', alt: vector, imageClass: 'none' } },
    { type: 'image', attrs: { src: `https://img.example/a.jpg"${vector}`, alt: vector, imageClass: 'none' } },
  ],
});

beforeAll(async () => {
  marketing = await t.login('marketing@demo.travel');
});

describe('stored XSS is impossible', () => {
  it(`has at least 30 vectors (${vectors.length})`, () => {
    expect(vectors.length).toBeGreaterThanOrEqual(30);
  });

  it('strips every vector sent through POST and PATCH from the admin read and the v2 read', async () => {
    for (const [i, vector] of vectors.entries()) {
      // POST with bodyHtml (imported content), then PATCH with the editor's JSON, each published.
      const created = await t.request('POST', '/api/articles', {
        token: marketing,
        body: { ...payload(vector), bodyHtml: `<p>ok ${i}</p>${vector}`, status: 'published' },
      });
      expect(created.status, vector).toBe(201);
      const item = await json<Item>(created);
      assertClean(JSON.stringify(item), vector);
      const id = item.id;
      const reads = async () => {
        for (const path of [
          `/api/articles/${id}`,
          `/api/v2/articles/${id}`,
          '/api/v2/articles?itemsPerPage=5',
        ]) {
          const res = await t.request('GET', path, path.includes('v2') ? {} : { token: marketing });
          expect(res.status).toBe(200);
          assertClean(await res.text(), vector);
        }
      };
      await reads();
      const patched = await t.request('PATCH', `/api/articles/${id}`, {
        token: marketing,
        headers: { 'content-type': 'application/merge-patch+json' },
        body: { ...payload(`${vector} again`), body: bodyWith(vector) },
      });
      const patchedText = await patched.text();
      expect(patched.status, `${vector} ${patchedText}`).toBe(200);
      assertClean(patchedText, vector);
      await reads();
      // And back to bodyHtml alone through PATCH.
      const html = await t.request('PATCH', `/api/articles/${id}`, {
        token: marketing,
        headers: { 'content-type': 'application/merge-patch+json' },
        body: { bodyHtml: `<h2>x</h2>${vector}` },
      });
      expect(html.status).toBe(200);
      assertClean(await html.text(), vector);
      await reads();
    }
  }, 120_000);

  it('keeps allowlisted markup, video iframes and safe links', async () => {
    const res = await t.request('POST', '/api/pages', {
      token: marketing,
      body: {
        title: 'Allowed',
        bodyHtml:
          '<h2>Title</h2><p><a href="https://example.com" onclick="x()">ok</a> <a href="mailto:a@b.c">mail</a></p><iframe src="https://www.youtube.com/embed/abc"></iframe><iframe src="https://evil.example/"></iframe>',
      },
    });
    const page = await json<Item>(res);
    expect(page.bodyHtml).toContain(
      '<a href="https://example.com" rel="noopener noreferrer nofollow">ok</a>',
    );
    expect(page.bodyHtml).toContain('href="mailto:a@b.c"');
    expect(page.bodyHtml).toContain('<iframe src="https://www.youtube.com/embed/abc"></iframe>');
    expect(page.bodyHtml).not.toContain('evil.example');
    expect(page.bodyHtml).not.toContain('onclick');
  });
});
