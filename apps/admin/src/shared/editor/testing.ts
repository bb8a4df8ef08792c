import { act } from '@testing-library/react';
import type { Editor } from '@tiptap/core';

// Tests of screens holding the rich text editor: jsdom has no layout nor real typing into a
// contenteditable, so text goes in through the editor's own commands (as a user's typing would).
export const editorOf = (element: HTMLElement): Editor => {
  const editor = (element as HTMLElement & { editor?: Editor }).editor;
  if (!editor) throw new Error('Not a rich text editor element');
  return editor;
};

export const typeRich = (element: HTMLElement, text: string) =>
  act(() => {
    editorOf(element).chain().focus('end').insertContent(text).run();
  });

export const setRich = (element: HTMLElement, html: string) =>
  act(() => {
    const editor = editorOf(element);
    editor.chain().focus().setContent(html, { emitUpdate: true }).run();
  });
