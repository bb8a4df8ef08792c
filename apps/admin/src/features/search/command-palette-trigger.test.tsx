import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../testing/render.tsx';
import { CommandPaletteTrigger } from './command-palette-trigger.tsx';

// Ctrl+K opens the palette anywhere but in a rich text editor, where it makes a link.
describe('the Ctrl+K palette trigger', () => {
  it('leaves Ctrl+K to a contenteditable editor and opens the palette elsewhere', async () => {
    // The palette's chunk loaded first, so that a wrongly opened palette would show within the wait.
    await import('./command-palette.tsx');
    renderAt(
      '/admin/vendors',
      <>
        <div contentEditable suppressContentEditableWarning data-testid="editor">
          Text
        </div>
        <CommandPaletteTrigger />
      </>,
    );
    const editor = screen.getByTestId('editor');
    // jsdom does not compute isContentEditable: say what a browser says.
    Object.defineProperty(editor, 'isContentEditable', { value: true });
    fireEvent.keyDown(editor, { key: 'k', ctrlKey: true });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByRole('textbox', { name: 'Record name' })).toBeNull();

    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    expect(await screen.findByRole('textbox', { name: 'Record name' }, { timeout: 15_000 })).toBeTruthy();
  });
});
