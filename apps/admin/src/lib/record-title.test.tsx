import { renderHook } from '@testing-library/react';
import { createStore, getDefaultStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { recordTitleAtom, useRecordTitle } from './record-title.ts';

describe('useRecordTitle', () => {
  it("names the record in the app's store, also from inside a store of its own (the itinerary's)", () => {
    const memory = memoryLocation({ path: '/admin/trips/25/itinerary' });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Router hook={memory.hook}>
        <Provider store={createStore()}>{children}</Provider>
      </Router>
    );
    const { unmount } = renderHook(
      () => useRecordTitle('Amara Okafor · TR-2026-0025', { path: '/admin/trips/25', page: 'Itinerary' }),
      { wrapper },
    );
    expect(getDefaultStore().get(recordTitleAtom)).toEqual({
      path: '/admin/trips/25',
      title: 'Amara Okafor · TR-2026-0025',
      page: 'Itinerary',
    });
    unmount();
    expect(getDefaultStore().get(recordTitleAtom)).toBeNull();
  });
});
