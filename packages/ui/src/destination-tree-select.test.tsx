import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { DestinationTreeSelect, type TreeSelectNode } from './destination-tree-select.tsx';
import { installDomShims } from './test-utils.ts';

beforeAll(installDomShims);

const tree: TreeSelectNode[] = [
  {
    value: '/api/destinations/1',
    label: 'France',
    children: [
      {
        value: '/api/destinations/2',
        label: "Provence-Alpes-Côte d'Azur",
        children: [
          {
            value: '/api/destinations/3',
            label: 'Nice',
            children: [{ value: '/api/destinations/4', label: 'Vieux Nice' }],
          },
        ],
      },
      { value: '/api/destinations/5', label: 'Paris', hint: 'Pending' },
    ],
  },
  {
    value: '/api/destinations/6',
    label: 'Italy',
    children: [{ value: '/api/destinations/7', label: 'Rome' }],
  },
  { value: '/api/destinations/8', label: 'Japan', disabled: true },
];

let single: string | null = null;
let many: string[] = [];

const Single = ({ initial = null as string | null, required = false }) => {
  const [value, setValue] = useState(initial);
  single = value;
  return (
    <DestinationTreeSelect
      aria-label="Destination"
      nodes={tree}
      value={value}
      onChange={setValue}
      required={required}
    />
  );
};

const Multiple = ({ initial = [] as string[] }) => {
  const [value, setValue] = useState(initial);
  many = value;
  return (
    <DestinationTreeSelect
      multiple
      aria-label="Destinations"
      nodes={tree}
      value={value}
      onChange={setValue}
    />
  );
};

const items = () =>
  within(screen.getByRole('tree'))
    .queryAllByRole('treeitem')
    .map((item) => item.getAttribute('aria-label'));

describe('DestinationTreeSelect', () => {
  it('opens on the countries, expands one level at a time and picks a leaf four levels down', async () => {
    const user = userEvent.setup();
    render(<Single />);
    const combobox = screen.getByRole('combobox', { name: 'Destination' });
    expect(combobox).toHaveTextContent('Select a destination');
    await user.click(combobox);
    expect(items()).toEqual(['France', 'Italy', 'Japan']);
    expect(screen.getByRole('treeitem', { name: 'France' })).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: 'Expand France' }));
    expect(items()).toEqual(['France', "Provence-Alpes-Côte d'Azur", 'Paris', 'Italy', 'Japan']);
    expect(screen.getByRole('treeitem', { name: 'Paris' })).toHaveAttribute('aria-level', '2');
    await user.click(screen.getByRole('button', { name: "Expand Provence-Alpes-Côte d'Azur" }));
    await user.click(screen.getByRole('button', { name: 'Expand Nice' }));
    await user.click(screen.getByRole('treeitem', { name: 'Vieux Nice' }));

    expect(single).toBe('/api/destinations/4');
    expect(screen.queryByRole('tree')).toBeNull();
    expect(combobox).toHaveTextContent("France / Provence-Alpes-Côte d'Azur / Nice / Vieux Nice");
    // Reopening shows the choice in place, its ancestors open and the item selected.
    await user.click(combobox);
    expect(screen.getByRole('treeitem', { name: 'Vieux Nice' })).toHaveAttribute('aria-selected', 'true');
    // The keyboard starts from the choice (the only item in the tab order).
    expect(screen.getByRole('treeitem', { name: 'Vieux Nice' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('treeitem', { name: 'France' })).toHaveAttribute('tabindex', '-1');
  });

  it('searches by name without case or accents, showing the ancestors of the matches', async () => {
    const user = userEvent.setup();
    render(<Single />);
    await user.click(screen.getByRole('combobox', { name: 'Destination' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search destination' }), 'COTE');
    expect(items()).toEqual(['France', "Provence-Alpes-Côte d'Azur"]);
    // The match can be opened to reach what is below it.
    await user.click(screen.getByRole('button', { name: "Expand Provence-Alpes-Côte d'Azur" }));
    expect(items()).toEqual(['France', "Provence-Alpes-Côte d'Azur", 'Nice']);

    await user.clear(screen.getByRole('searchbox', { name: 'Search destination' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search destination' }), 'rom');
    expect(items()).toEqual(['Italy', 'Rome']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search destination' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search destination' }), 'atlantis');
    expect(screen.getByText('No destinations found')).toBeInTheDocument();
  });

  it('moves with the arrow keys, opens with Right and chooses with Enter; disabled nodes stay unchosen', async () => {
    const user = userEvent.setup();
    render(<Single />);
    await user.click(screen.getByRole('combobox', { name: 'Destination' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('treeitem', { name: 'France' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('treeitem', { name: 'Japan' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(single).toBeNull();
    await user.keyboard('{ArrowUp}{ArrowRight}');
    expect(screen.getByRole('treeitem', { name: 'Italy' })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('treeitem', { name: 'Rome' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(single).toBe('/api/destinations/7');
  });

  it("shows 'Please input value' when required and closed empty, and clears it once chosen", async () => {
    const user = userEvent.setup();
    render(<Single required />);
    const combobox = screen.getByRole('combobox', { name: 'Destination' });
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(combobox);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alert')).toHaveTextContent('Please input value');
    expect(combobox).toHaveAttribute('aria-invalid', 'true');
    await user.click(combobox);
    await user.click(screen.getByRole('treeitem', { name: 'Italy' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear destination' }));
    expect(single).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Please input value');
  });

  it('toggles several entries in multiple mode and removes them from the chips', async () => {
    const user = userEvent.setup();
    render(<Multiple initial={['/api/destinations/7']} />);
    const combobox = screen.getByRole('combobox', { name: 'Destinations' });
    await user.click(combobox);
    expect(screen.getByRole('tree')).toHaveAttribute('aria-multiselectable', 'true');
    // Rome is chosen, so Italy starts open.
    expect(items()).toEqual(['France', 'Italy', 'Rome', 'Japan']);
    await user.click(screen.getByRole('treeitem', { name: 'France' }));
    await user.click(screen.getByRole('treeitem', { name: 'Rome' }));
    await user.click(screen.getByRole('treeitem', { name: 'Italy' }));
    // Stays open for more choices.
    expect(screen.getByRole('tree')).toBeInTheDocument();
    expect(many).toEqual(['/api/destinations/1', '/api/destinations/6']);
    await user.keyboard('{Escape}');
    const chips = screen.getByRole('list', { name: 'Selected destinations' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['France', 'Italy']);
    await user.click(screen.getByRole('button', { name: 'Remove France' }));
    expect(many).toEqual(['/api/destinations/6']);
    expect(combobox).toHaveTextContent('Italy');
  });
});
