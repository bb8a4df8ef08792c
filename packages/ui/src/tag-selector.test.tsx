import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { toTagPayload } from './tag-payload.ts';
import { TagSelector } from './tag-selector.tsx';

const tags = [
  { '@id': '/api/tags/1', name: 'Beach' },
  { '@id': '/api/tags/2', name: 'Fine Dining' },
  { '@id': '/api/tags/3', name: 'Family' },
];

let latest: string[] = [];

const Harness = ({ initial = [] as string[] }) => {
  const [value, setValue] = useState(initial);
  latest = value;
  return <TagSelector aria-label="Tags" tags={tags} value={value} onChange={setValue} />;
};

const chips = () =>
  within(screen.getByRole('list', { name: 'Selected tags' }))
    .queryAllByRole('listitem')
    .map((chip) => chip.textContent);

describe('TagSelector', () => {
  it('shows existing references by name', () => {
    render(<Harness initial={['/api/tags/2']} />);
    expect(chips()).toEqual(['Fine Dining']);
  });

  it('picks an existing tag from the suggestions', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('combobox', { name: 'Tags' }), 'fam');
    await user.click(screen.getByRole('option', { name: 'Family' }));
    expect(latest).toEqual(['/api/tags/3']);
    expect(chips()).toEqual(['Family']);
  });

  it('adds typed text as a new tag with Enter', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('combobox', { name: 'Tags' }), 'Rooftop{Enter}');
    expect(latest).toEqual(['Rooftop']);
    expect(chips()).toEqual(['Rooftop(new)']);
    expect(screen.getByRole('combobox', { name: 'Tags' })).toHaveValue('');
  });

  it('stores a typed name matching an existing tag as its reference', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('combobox', { name: 'Tags' }), '  beach {Enter}');
    expect(latest).toEqual(['/api/tags/1']);
  });

  it('moves through suggestions with the arrows', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('combobox', { name: 'Tags' }), 'f{ArrowDown}{ArrowDown}{Enter}');
    // Items: Add "f", Fine Dining, Family.
    expect(latest).toEqual(['/api/tags/3']);
  });

  it('does not add duplicates', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['/api/tags/1', 'Spa']} />);
    const input = screen.getByRole('combobox', { name: 'Tags' });
    await user.type(input, 'BEACH{Enter}');
    await user.type(input, 'spa{Enter}');
    expect(latest).toEqual(['/api/tags/1', 'Spa']);
    expect(screen.queryByRole('option', { name: 'Beach' })).not.toBeInTheDocument();
  });

  it('removes the last chip with Backspace in an empty box, and any chip with its button', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['/api/tags/1', '/api/tags/2', 'Spa']} />);
    await user.click(screen.getByRole('combobox', { name: 'Tags' }));
    await user.keyboard('{Backspace}');
    expect(chips()).toEqual(['Beach', 'Fine Dining']);
    await user.click(screen.getByRole('button', { name: 'Remove Beach' }));
    expect(latest).toEqual(['/api/tags/2']);
  });

  it('produces entries that toTagPayload splits into tags and newTags', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['/api/tags/2']} />);
    await user.type(screen.getByRole('combobox', { name: 'Tags' }), 'Spa{Enter}beach{Enter}');
    expect(toTagPayload(latest, tags)).toEqual({ tags: ['/api/tags/2', '/api/tags/1'], newTags: ['Spa'] });
  });
});
