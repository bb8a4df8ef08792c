import type { SuggestionKeyDownProps, SuggestionProps } from '@tiptap/suggestion';
import type { MentionKind } from './contract.ts';
import type { MentionItem } from './mention-source.ts';

const kindLabel: Record<MentionKind, string> = { destination: 'Destination', vendor: 'Vendor', trip: 'Trip' };

// The mention autocomplete: a listbox under the caret, arrows to move, Enter/Tab to pick, Escape
// to close. Plain DOM (it lives outside React's tree, as the suggestion plugin drives it).
export const mentionPopup = () => {
  let el: HTMLDivElement | null = null;
  let props: SuggestionProps<MentionItem> | null = null;
  let active = 0;

  const render = () => {
    if (!el || !props) return;
    const { items } = props;
    el.replaceChildren();
    if (!items.length) {
      const empty = document.createElement('div');
      empty.className = 'px-3 py-2 text-sm text-stone-500';
      empty.textContent = props.query ? 'No destination, vendor or trip found' : 'Type to search';
      el.appendChild(empty);
    }
    items.forEach((item, i) => {
      const option = document.createElement('button');
      option.type = 'button';
      option.setAttribute('role', 'option');
      option.setAttribute('aria-selected', String(i === active));
      option.id = `mention-option-${i}`;
      option.className = `flex w-full items-center justify-between gap-3 px-3 py-1.5 text-left text-sm ${
        i === active ? 'bg-brand-50 text-brand-800' : 'text-stone-800'
      }`;
      const label = document.createElement('span');
      label.textContent = item.label;
      const kind = document.createElement('span');
      kind.className = 'text-xs text-stone-500';
      kind.textContent = kindLabel[item.kind];
      option.append(label, kind);
      option.addEventListener('mousedown', (e) => {
        e.preventDefault();
        props?.command(item);
      });
      el?.appendChild(option);
    });
    const rect = props.clientRect?.();
    if (rect) {
      el.style.left = `${rect.left + window.scrollX}px`;
      el.style.top = `${rect.bottom + window.scrollY + 4}px`;
    }
  };

  return {
    onStart: (p: SuggestionProps<MentionItem>) => {
      props = p;
      active = 0;
      el = document.createElement('div');
      el.setAttribute('role', 'listbox');
      el.setAttribute('aria-label', 'Mention a destination, vendor or trip');
      el.dataset.testid = 'mention-suggestions';
      el.className =
        'absolute z-50 max-h-72 w-72 overflow-auto rounded-md border border-stone-200 bg-white py-1 shadow-lg';
      document.body.appendChild(el);
      render();
    },
    onUpdate: (p: SuggestionProps<MentionItem>) => {
      props = p;
      active = Math.min(active, Math.max(0, p.items.length - 1));
      render();
    },
    onKeyDown: ({ event }: SuggestionKeyDownProps) => {
      if (!props) return false;
      const n = props.items.length;
      if (event.key === 'Escape') {
        el?.remove();
        el = null;
        return true;
      }
      if (!n) return false;
      if (event.key === 'ArrowDown') active = (active + 1) % n;
      else if (event.key === 'ArrowUp') active = (active + n - 1) % n;
      else if (event.key === 'Enter' || event.key === 'Tab') {
        const item = props.items[active];
        if (item) props.command(item);
        return true;
      } else return false;
      render();
      return true;
    },
    onExit: () => {
      el?.remove();
      el = null;
      props = null;
    },
  };
};
