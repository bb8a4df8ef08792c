import { describe, expect, it } from 'vitest';
import { centreOf, detailPath, isGroup, toMapMarkers, vendorPathOf, visiblePlaces } from './map-data.ts';
import { markerType, markerTypes } from './marker-types.ts';
import { mapFixture } from './testing/map-fixture.ts';

const summary = (hidden: Parameters<typeof visiblePlaces>[1]) =>
  visiblePlaces(toMapMarkers(mapFixture), hidden).map((p) => p.markers.map((m) => m.name).join(' + '));

describe('vendor map data', () => {
  it('has the six types of product.md §2.10 with their titles and colours', () => {
    expect(markerTypes.map((t) => [t.slug, t.plural, t.colourName, t.segment])).toEqual([
      ['hotel', 'Hotels', 'green', 'accommodations'],
      ['villa', 'Villas', 'orange', 'accommodations'],
      ['spa', 'Spas', 'blue', 'spas'],
      ['restaurant', 'Restaurants', 'red', 'restaurants'],
      ['activity', 'Activities', 'purple', 'activities'],
      ['otherServices', 'Other Services', 'slate', 'conciergeries'],
    ]);
    expect(new Set(markerTypes.map((t) => t.colour)).size).toBe(6);
  });

  it('flattens the markers by type and counts them', () => {
    const markers = toMapMarkers(mapFixture);
    expect(markers.all.map((m) => m.iri)).toEqual([
      '/api/accommodations/1',
      '/api/accommodations/2',
      '/api/accommodations/3',
      '/api/spas/4',
      '/api/restaurants/5',
      '/api/activities/6',
      '/api/activities/7',
      '/api/conciergeries/8',
    ]);
    expect(markers.countByType).toEqual({
      hotel: 2,
      villa: 1,
      spa: 1,
      restaurant: 1,
      activity: 2,
      otherServices: 1,
    });
    expect(markers.byIri.get('/api/spas/4')).toMatchObject({ type: 'spa', name: 'Sayan Spa', id: 4 });
  });

  it('groups markers sharing a location into one place, while more than one of them is shown', () => {
    expect(summary([])).toEqual([
      'Four Seasons Sayan + Sayan Spa',
      'Aman Kyoto',
      'Villa Kalyana',
      'Mozaic',
      'Rice terrace trek + Volcano sunrise hike',
      'Bali Butlers',
    ]);
    const places = visiblePlaces(toMapMarkers(mapFixture), []);
    expect(places.map(isGroup)).toEqual([true, false, false, false, true, false]);
    expect(places[0]).toMatchObject({ key: '-8.5 115.25', lngLat: [115.25, -8.5] });
    // Hiding the spas leaves the hotel alone at its place: a single marker again.
    expect(summary(['spa'])).toEqual([
      'Four Seasons Sayan',
      'Aman Kyoto',
      'Villa Kalyana',
      'Mozaic',
      'Rice terrace trek + Volcano sunrise hike',
      'Bali Butlers',
    ]);
    expect(summary(['hotel', 'spa', 'activity'])).toEqual(['Villa Kalyana', 'Mozaic', 'Bali Butlers']);
  });

  it('trusts shared_locations even when the coordinates print differently', () => {
    const data = {
      ...mapFixture,
      spa: [{ ...mapFixture.spa[0]!, latitude: -8.500000001 }],
    };
    expect(visiblePlaces(toMapMarkers(data), [])[0]!.markers.map((m) => m.name)).toEqual([
      'Four Seasons Sayan',
      'Sayan Spa',
    ]);
  });

  it('links each marker to its detail screen and its vendor', () => {
    const markers = toMapMarkers(mapFixture);
    const path = (iri: string) => detailPath(markers.byIri.get(iri)!);
    expect(path('/api/accommodations/3')).toBe('/admin/accommodations/3');
    expect(path('/api/spas/4')).toBe('/admin/spas/4');
    expect(path('/api/restaurants/5')).toBe('/admin/restaurants/5');
    expect(path('/api/activities/6')).toBe('/admin/activities/6');
    expect(path('/api/conciergeries/8')).toBe('/admin/conciergeries/8');
    expect(vendorPathOf(markers.byIri.get('/api/spas/4')!)).toBe('/admin/vendors/10/tabs/General');
    expect(markerType('otherServices').singular).toBe('Other Service');
  });

  it('centres on the markers', () => {
    expect(centreOf([])).toEqual([0, 20]);
    const [lng, lat] = centreOf(toMapMarkers(mapFixture).all);
    expect(lng).toBeCloseTo((115.13 + 135.72) / 2);
    expect(lat).toBeCloseTo((-8.7 + 35.03) / 2);
  });
});
