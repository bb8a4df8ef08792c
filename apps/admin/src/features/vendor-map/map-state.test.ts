import { describe, expect, it } from 'vitest';
import { initialMapState, reduceMapState, type VendorMapAction, type VendorMapState } from './map-state.ts';

const run = (...actions: VendorMapAction[]) =>
  actions.reduce<VendorMapState>((state, action) => reduceMapState(state, action), initialMapState);

const open = (iri: string): VendorMapAction => ({ type: 'open', iri });

describe('vendor map state', () => {
  it('switches each type off and on', () => {
    let state = run({ type: 'toggle-type', markerType: 'hotel' }, { type: 'toggle-type', markerType: 'spa' });
    expect(state.hidden).toEqual(['hotel', 'spa']);
    state = reduceMapState(state, { type: 'toggle-type', markerType: 'hotel' });
    expect(state.hidden).toEqual(['spa']);
    state = reduceMapState(state, { type: 'show-type', markerType: 'spa', visible: true });
    expect(state.hidden).toEqual([]);
    // Showing a type already shown, or hiding one already hidden, changes nothing.
    expect(reduceMapState(state, { type: 'show-type', markerType: 'villa', visible: true }).hidden).toEqual(
      [],
    );
    expect(
      run(
        { type: 'show-type', markerType: 'villa', visible: false },
        { type: 'show-type', markerType: 'villa', visible: false },
      ).hidden,
    ).toEqual(['villa']);
  });

  it('opening a marker records the one opened before it, keeping the last two', () => {
    expect(run(open('a')).history).toEqual([]);
    expect(run(open('a'), open('b')).history).toEqual(['a']);
    expect(run(open('a'), open('b'), open('c'))).toMatchObject({ selected: 'c', history: ['b', 'a'] });
    expect(run(open('a'), open('b'), open('c'), open('d')).history).toEqual(['c', 'b']);
    // Reopening a marker of the history moves it out (it is the current one) and records the previous.
    expect(run(open('a'), open('b'), open('c'), open('a'))).toMatchObject({
      selected: 'a',
      history: ['c', 'b'],
    });
    // Opening the open marker again is not a new opening.
    const state = run(open('a'), open('b'));
    expect(reduceMapState(state, open('b'))).toBe(state);
  });

  it('closing the popup records the closed marker', () => {
    const state = run(open('a'), { type: 'close' });
    expect(state).toMatchObject({ selected: null, history: ['a'] });
    expect(reduceMapState(state, { type: 'close' })).toBe(state);
    expect(reduceMapState(state, open('b')).history).toEqual(['a']);
  });

  it('a shared location is not recorded as opened until one of its markers is chosen', () => {
    let state = run(open('a'), { type: 'open-group', key: '-8.5 115.25' });
    expect(state).toMatchObject({ selected: 'a', group: '-8.5 115.25', history: [] });
    state = reduceMapState(state, open('spa'));
    expect(state).toMatchObject({ selected: 'spa', group: null, history: ['a'] });
    // Choosing the marker already selected from the list closes the list without a new entry.
    state = run(open('a'), { type: 'open-group', key: 'k' }, open('a'));
    expect(state).toMatchObject({ selected: 'a', group: null, history: [] });
  });

  it('toggling the pinned marker clears the pin; pin and unpin set and clear it', () => {
    let state = run(open('a'), { type: 'toggle-pin', iri: 'a' });
    expect(state.pinned).toBe('a');
    expect(reduceMapState(state, { type: 'toggle-pin', iri: 'b' }).pinned).toBe('b');
    state = reduceMapState(state, { type: 'toggle-pin', iri: 'a' });
    expect(state.pinned).toBeNull();
    state = run({ type: 'pin', iri: 'a' }, { type: 'pin', iri: 'a' });
    expect(state.pinned).toBe('a');
    expect(reduceMapState(state, { type: 'unpin' }).pinned).toBeNull();
    // Pinning does not open, and opening does not pin.
    expect(run({ type: 'pin', iri: 'a' }, open('b'))).toMatchObject({ pinned: 'a', selected: 'b' });
  });
});
