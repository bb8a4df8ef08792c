import { describe, expect, it } from 'vitest';
import { normaliseHref, normaliseImageSrc } from './link-policy.ts';
import { cleanPastedHtml } from './paste-clean.ts';

describe('cleanPastedHtml', () => {
  it('strips Word: mso styles, classes, spans, <o:p>, conditional comments; keeps the structure', () => {
    const word = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{margin:0}</style></head>
<body><!--StartFragment--><h2 class="MsoHeading2" style="mso-style-name:x">Day one</h2>
<p class="MsoNormal" style="margin:0cm;mso-line-height-rule:exactly"><span lang="EN-GB" style="font-family:Calibri;mso-ansi-language:EN-GB">Arrive in <b>Kyoto</b><o:p></o:p></span></p>
<p class="MsoNormal"><o:p>&nbsp;</o:p></p>
<table class="MsoTableGrid" style="border-collapse:collapse"><tr><td width="200" style="mso-border-alt:solid">A</td><td>B</td></tr></table>
<!--EndFragment--></body></html>`;
    const out = cleanPastedHtml(word);
    expect(out).not.toMatch(/mso|class=|style=|<span|<o:p|StartFragment|lang=/i);
    expect(out).toContain('<h2>Day one</h2>');
    expect(out).toContain('<p>Arrive in <b>Kyoto</b></p>');
    expect(out).toMatch(/<table><tbody><tr><td>A<\/td><td>B<\/td><\/tr><\/tbody><\/table>/);
    // The &nbsp;-only paragraph is gone.
    expect(out.match(/<p>/g)).toHaveLength(1);
  });

  it("turns Word's list paragraphs into lists without their bullet glyphs", () => {
    const word = `<p class="MsoListParagraphCxSpFirst" style="text-indent:-18pt;mso-list:l0 level1 lfo1"><![if !supportLists]><span style="font-family:Symbol"><span style="mso-list:Ignore">·<span style="font:7.0pt">&nbsp;&nbsp;</span></span></span><![endif]>Temples</p>
<p class="MsoListParagraphCxSpLast" style="text-indent:-18pt;mso-list:l0 level1 lfo1"><![if !supportLists]><span style="mso-list:Ignore">·</span><![endif]>Gardens</p>`;
    const out = cleanPastedHtml(word);
    expect(out.replace(/\s+/g, '')).toBe('<ul><li><p>Temples</p></li><li><p>Gardens</p></li></ul>');
  });

  it('unwraps Google Docs and keeps its bold/italic/underline as marks', () => {
    const gdocs = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1234"><p dir="ltr" style="line-height:1.38"><span style="font-size:11pt;font-weight:700;">Bold</span><span style="font-style:italic;"> and italic</span> <span style="text-decoration:underline;">under</span></p><ul style="margin:0"><li dir="ltr" style="list-style-type:disc"><p dir="ltr"><span>Item</span></p></li></ul><a href="https://example.com" style="color:blue"><span>site</span></a></b>`;
    const out = cleanPastedHtml(gdocs);
    expect(out).not.toMatch(/docs-internal|style=|dir=|<span|<meta/);
    expect(out).toContain('<p><strong>Bold</strong><em> and italic</em> <u>under</u></p>');
    expect(out).toContain('<ul><li><p>Item</p></li></ul>');
    expect(out).toContain('<a href="https://example.com">site</a>');
  });

  it('drops scripts, event handlers and iframes', () => {
    const out = cleanPastedHtml(
      '<p onclick="x()">Hi<script>alert(1)</script><iframe src="https://x"></iframe></p>',
    );
    expect(out).toBe('<p>Hi</p>');
  });
});

describe('link policy', () => {
  it('accepts http(s) and mailto, completes bare addresses', () => {
    expect(normaliseHref('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(normaliseHref('http://example.com')).toBe('http://example.com');
    expect(normaliseHref('mailto:team@example.com')).toBe('mailto:team@example.com');
    expect(normaliseHref('team@example.com')).toBe('mailto:team@example.com');
    expect(normaliseHref('example.com/page')).toBe('https://example.com/page');
  });

  it('refuses every other scheme and malformed input', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      'file:///etc/passwd',
      'ftp://example.com',
      '/relative/path',
      'mailto:',
      'https://',
      '',
    ])
      expect(normaliseHref(bad), bad).toBeNull();
  });

  it('images by URL: http(s) only', () => {
    expect(normaliseImageSrc('https://img.example.com/a.jpg')).toBe('https://img.example.com/a.jpg');
    expect(normaliseImageSrc('data:image/png;base64,AAAA')).toBeNull();
    expect(normaliseImageSrc('javascript:alert(1)')).toBeNull();
  });
});
