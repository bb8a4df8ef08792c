import { HttpResponse, http } from '@backoffice/sdk/msw';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apiBase } from '../../testing/real-api.ts';
import { realApiForFile } from '../../testing/real-api-file.ts';
import type { EditorDoc } from './contract.ts';
import { type EditorHandle, RichTextEditorCore, type RichTextEditorProps } from './editor-core.tsx';
import { searchMentions } from './mention-source.ts';
import type { SpellIssue } from './spell/issues.ts';

const backend = realApiForFile();

const noCheck = async () => [] as SpellIssue[];

const HtmlHarness = ({ initial, onChange }: { initial: string; onChange: (html: string) => void }) => {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditorCore
        format="html"
        label="Day text"
        id="day"
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
        checkText={noCheck}
      />
      <button type="button" onClick={() => setValue('<p>Reset from outside</p>')}>
        reset
      </button>
    </>
  );
};

// A JSON editor labelled "Body" holding one paragraph of `text` (or nothing), with the documents it emits.
const renderJsonEditor = (
  text: string | null,
  props: Partial<
    Pick<RichTextEditorProps, 'onPickImage' | 'documentKey' | 'checkText' | 'searchMentions'>
  > = {},
) => {
  const ref = createRef<EditorHandle>();
  const docs: EditorDoc[] = [];
  const value: EditorDoc | null =
    text === null
      ? null
      : { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] };
  const view = render(
    <RichTextEditorCore
      format="json"
      label="Body"
      value={value}
      onChange={(d) => docs.push(d)}
      editorRef={ref}
      checkText={noCheck}
      {...props}
    />,
  );
  return { ...view, ref, docs };
};

const textbox = () => screen.getByRole('textbox', { name: 'Day text' });

describe('RichTextEditorCore', () => {
  it('shows the HTML value, emits HTML on edits and takes a new value from outside without emitting', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<HtmlHarness initial="<h2>Kyoto</h2><p>Temples</p>" onChange={onChange} />);
    expect(textbox().innerHTML).toContain('<h2>Kyoto</h2>');
    expect(screen.getByTestId('rich-text-editor').style.height).toBe('640px');
    await user.click(screen.getByRole('button', { name: 'reset' }));
    await waitFor(() => expect(textbox().textContent).toBe('Reset from outside'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('applies toolbar commands and emits the JSON of the contract', async () => {
    const user = userEvent.setup();
    const { ref, docs } = renderJsonEditor('Hello');
    const toolbar = screen.getByRole('toolbar', { name: 'Body: formatting' });
    act(() => {
      ref.current!.editor()!.commands.selectAll();
    });
    await user.click(within(toolbar).getByRole('button', { name: 'Bold' }));
    expect(docs.at(-1)).toEqual({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hello', marks: [{ type: 'bold' }] }] }],
    });
    expect(within(toolbar).getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');
    await user.selectOptions(within(toolbar).getByRole('combobox', { name: 'Text style' }), 'Heading 2');
    expect(docs.at(-1)!.content![0]).toMatchObject({ type: 'heading', attrs: { level: 2 } });
    await user.click(within(toolbar).getByRole('button', { name: 'Bulleted list' }));
    expect(docs.at(-1)!.content![0]!.type).toBe('bulletList');
    await user.click(within(toolbar).getByRole('button', { name: 'Undo' }));
    expect(docs.at(-1)!.content![0]!.type).not.toBe('bulletList');
    await user.click(within(toolbar).getByRole('button', { name: 'Redo' }));
    expect(docs.at(-1)!.content![0]!.type).toBe('bulletList');
    await user.click(within(toolbar).getByRole('button', { name: 'Insert table' }));
    const table = docs.at(-1)!.content!.find((n) => n.type === 'table')!;
    expect(table.content).toHaveLength(3);
    expect(table.content![0]!.content![0]!.type).toBe('tableHeader');
    expect(table.content![1]!.content![0]!.type).toBe('tableCell');
    // Shortcuts are announced on the buttons.
    expect(within(toolbar).getByRole('button', { name: 'Italic' }).getAttribute('title')).toMatch(
      /Italic \((Ctrl\+|⌘)I\)/,
    );
  });

  it('refuses javascript:, data: and other links in the link panel; accepts https and mailto', async () => {
    const user = userEvent.setup();
    const { ref, docs } = renderJsonEditor('Book now');
    act(() => {
      ref.current!.editor()!.commands.selectAll();
    });
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByLabelText('Link address');
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'ftp://example.com']) {
      await user.clear(address);
      await user.type(address, bad);
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(screen.getByRole('alert').textContent).toBe(
        'Only web (http, https) and e-mail (mailto) links are allowed.',
      );
    }
    expect(docs).toHaveLength(0);
    // The editor's own command refuses them too (a paste, an API caller of the component).
    act(() => {
      ref.current!.editor()!.chain().selectAll().setLink({ href: 'javascript:alert(1)' }).run();
    });
    expect(JSON.stringify(ref.current!.editor()!.getJSON())).not.toContain('javascript');
    await user.clear(address);
    await user.type(address, 'https://example.com/offers');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(docs.at(-1)!.content![0]!.content![0]!.marks).toEqual([
      { type: 'link', attrs: expect.objectContaining({ href: 'https://example.com/offers' }) },
    ]);
    act(() => {
      ref.current!.editor()!.commands.selectAll();
    });
    await user.click(screen.getByRole('button', { name: 'Link' }));
    await user.clear(screen.getByLabelText('Link address'));
    await user.type(screen.getByLabelText('Link address'), 'sales@example.com{Enter}');
    expect(docs.at(-1)!.content![0]!.content![0]!.marks![0]!.attrs!.href).toBe('mailto:sales@example.com');
  });

  it('inserts an image by URL (http(s) only) or from the picker, with the four image classes', async () => {
    const user = userEvent.setup();
    const { ref, docs, unmount } = renderJsonEditor(null);
    await user.click(screen.getByRole('button', { name: 'Image' }));
    const form = screen.getByRole('form', { name: 'Image by URL' });
    await user.type(within(form).getByLabelText('Image address'), 'data:image/png;base64,AAAA');
    await user.click(within(form).getByRole('button', { name: 'Insert' }));
    expect(within(form).getByRole('alert').textContent).toMatch(/http/);
    await user.clear(within(form).getByLabelText('Image address'));
    await user.type(within(form).getByLabelText('Image address'), 'https://img.example.com/kyoto.jpg');
    await user.type(within(form).getByLabelText('Description'), 'Kyoto');
    await user.click(within(form).getByRole('button', { name: 'Insert' }));
    const image = () => docs.at(-1)!.content!.find((n) => n.type === 'image')!;
    expect(image().attrs).toMatchObject({
      src: 'https://img.example.com/kyoto.jpg',
      alt: 'Kyoto',
      imageClass: 'none',
    });
    // The inserted image is selected: the display select shows.
    act(() => {
      const ed = ref.current!.editor()!;
      let at = -1;
      ed.state.doc.descendants((n, pos) => {
        if (n.type.name === 'image') at = pos;
      });
      ed.commands.setNodeSelection(at);
    });
    const display = await screen.findByRole('combobox', { name: 'Image display' });
    expect([...(display as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      'None',
      'Full width',
      'Fixed width',
      'Fixed height',
    ]);
    await user.selectOptions(display, 'Full width');
    expect(image().attrs!.imageClass).toBe('full-width');
    expect(ref.current!.editor()!.getHTML()).toContain('class="img-full-width"');
    unmount();

    const picked = vi.fn(async () => ({ src: 'https://cdn.example.com/1.webp', alt: 'Beach', imageId: 7 }));
    const { docs: docs2 } = renderJsonEditor(null, { onPickImage: picked });
    await user.click(screen.getByRole('button', { name: 'Image' }));
    await waitFor(() => expect(docs2.at(-1)?.content?.some((n) => n.type === 'image')).toBe(true));
    expect(docs2.at(-1)!.content!.find((n) => n.type === 'image')!.attrs).toMatchObject({
      src: 'https://cdn.example.com/1.webp',
      imageId: 7,
      imageClass: 'none',
    });
    expect(screen.queryByRole('form', { name: 'Image by URL' })).toBeNull();
  });

  it('underlines what the checker found; a suggestion replaces it, "ignore" hides it for the document', async () => {
    const user = userEvent.setup();
    const check = vi.fn(async (text: string, language: string) => {
      const start = text.indexOf('teh');
      return start < 0
        ? []
        : [
            {
              start,
              end: start + 3,
              message: `Did you mean “the”? (${language})`,
              replacements: ['the', 'tech'],
              kind: 'Spelling',
              source: 'harper' as const,
              problem: 'teh',
            },
          ];
    });
    const { ref, docs, container } = renderJsonEditor('See teh temple', {
      documentKey: `test-${Math.random()}`,
      checkText: check,
    });
    const mark = await waitFor(() => {
      const el = container.querySelector('.spell-issue');
      expect(el?.textContent).toBe('teh');
      return el as HTMLElement;
    });
    expect(mark.className).toContain('spell-spelling');
    expect(check).toHaveBeenCalledWith('See teh temple', 'en-US', expect.anything());
    // A click on the underline opens the suggestions.
    mark.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Suggestions' });
    expect(within(dialog).getByText('Did you mean “the”? (en-US)')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'the' }));
    expect(docs.at(-1)!.content![0]!.content![0]!.text).toBe('See the temple');

    // British English re-checks the document with the other dialect.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'English (UK)');
    await waitFor(() => expect(check).toHaveBeenLastCalledWith('See the temple', 'en-GB', expect.anything()));

    // "Ignore": the same problem is not underlined again in this document.
    act(() => {
      ref.current!.editor()!.commands.insertContent(' and teh garden');
    });
    const again = await waitFor(() => {
      const el = container.querySelector('.spell-issue');
      expect(el).toBeTruthy();
      return el as HTMLElement;
    });
    again.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Suggestions' })).getByRole('button', {
        name: 'Ignore',
      }),
    );
    await waitFor(() => expect(container.querySelector('.spell-issue')).toBeNull());
  });
});

describe('mention suggestions', () => {
  it('searches destinations, vendors and trips through the SDK', { timeout: 8000 }, async () => {
    const seen: string[] = [];
    backend.server.use(
      http.get(`${apiBase}/api/destinations`, ({ request }) => {
        seen.push(request.url);
        return HttpResponse.json({
          'hydra:member': [{ '@id': '/api/destinations/3', '@type': 'Destination', id: 3, name: 'Kyoto' }],
          'hydra:totalItems': 1,
        });
      }),
      http.get(`${apiBase}/api/vendors`, ({ request }) => {
        seen.push(request.url);
        return HttpResponse.json({
          'hydra:member': [{ '@id': '/api/vendors/9', '@type': 'Vendor', id: 9, name: 'Kyoto Ryokan' }],
          'hydra:totalItems': 1,
        });
      }),
      http.get(`${apiBase}/api/trips`, ({ request }) => {
        seen.push(request.url);
        return HttpResponse.json({
          'hydra:member': [
            { '@id': '/api/trips/12', '@type': 'Trip', id: 12, reference: 'T-12', title: 'Kyoto in spring' },
          ],
          'hydra:totalItems': 1,
        });
      }),
    );
    expect(await searchMentions('Kyo')).toEqual([
      { id: '/api/destinations/3', label: 'Kyoto', kind: 'destination' },
      { id: '/api/vendors/9', label: 'Kyoto Ryokan', kind: 'vendor' },
      { id: '/api/trips/12', label: 'T-12 · Kyoto in spring', kind: 'trip' },
    ]);
    expect(seen.some((u) => u.includes('/api/destinations?') && u.includes('name=Kyo'))).toBe(true);
    expect(seen.some((u) => u.includes('/api/vendors?') && u.includes('search=Kyo'))).toBe(true);
    expect(seen.some((u) => u.includes('/api/trips?') && u.includes('search=Kyo'))).toBe(true);
  });

  it('asks only for the kinds the signed-in role may read (a marketing director: destinations)', async () => {
    const seen: string[] = [];
    backend.server.events.on('request:start', ({ request }) => {
      seen.push(new URL(request.url).pathname);
    });
    await backend.signIn('marketing@demo.travel');
    try {
      await searchMentions('Ky');
      expect(seen).toContain('/api/destinations');
      expect(seen).not.toContain('/api/vendors');
      expect(seen).not.toContain('/api/trips');
    } finally {
      backend.server.events.removeAllListeners();
      await backend.signIn();
    }
  });

  it('one failing source does not hide the others', async () => {
    backend.server.use(http.get(`${apiBase}/api/vendors`, () => HttpResponse.json({}, { status: 500 })));
    const found = await searchMentions('');
    expect(found.every((m) => m.kind !== 'vendor')).toBe(true);
  });

  it('inserts the picked mention as a node {id, label, kind}', async () => {
    const { ref, docs } = renderJsonEditor(null, {
      searchMentions: async () => [{ id: '/api/destinations/3', label: 'Kyoto', kind: 'destination' }],
    });
    act(() => {
      ref.current!.editor()!.chain().focus().insertContent('Visit @Ky').run();
    });
    const list = await screen.findByRole('listbox', { name: 'Mention a destination, vendor or trip' });
    const option = await within(list).findByRole('option', { name: /Kyoto/ });
    await userEvent.setup().pointer({ keys: '[MouseLeft>]', target: option });
    await waitFor(() =>
      expect(docs.at(-1)!.content![0]!.content).toContainEqual({
        type: 'mention',
        attrs: expect.objectContaining({ id: '/api/destinations/3', label: 'Kyoto', kind: 'destination' }),
      }),
    );
    expect(ref.current!.editor()!.getHTML()).toContain('data-kind="destination"');
  });
});
