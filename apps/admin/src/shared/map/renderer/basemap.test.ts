import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { basemapOf, planarRing, splitAtAntimeridian } from './basemap.ts';
import { basemapSources, offlineStyle } from './offline-style.ts';

const world = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('world-atlas/countries-50m.json'), 'utf8'),
);

const widestStep = (line: Position[]) =>
  Math.max(0, ...line.slice(1).map((p, i) => Math.abs(p[0]! - line[i]![0]!)));

describe('offline basemap', () => {
  it('unwraps a ring across the antimeridian instead of drawing a band across the world', () => {
    const fiji: Position[] = [
      [179, -16],
      [179.9, -16.5],
      [-180, -16.5],
      [-179.5, -17],
      [-180, -17],
      [179, -16],
    ];
    const fixed = planarRing(fiji)!;
    expect(widestStep(fixed)).toBeLessThan(2);
    expect(fixed[3]).toEqual([180.5, -17]);
  });

  it('closes a ring that goes round the south pole along the map edge', () => {
    const round: Position[] = [
      [-180, -80],
      [0, -70],
      [179.5, -80],
      [-180, -80],
    ];
    const fixed = planarRing(round)!;
    expect(fixed).toContainEqual([180, -90]);
    expect(fixed).toContainEqual([-180, -90]);
    expect(widestStep(fixed)).toBeLessThanOrEqual(360);
    expect(
      planarRing([
        [-180, -89.999],
        [0, -89.999],
        [179, -89.999],
        [-180, -89.999],
      ]),
    ).toBeUndefined();
  });

  it('cuts lines where they jump', () => {
    expect(
      splitAtAntimeridian([
        [
          [179, 60],
          [179.9, 61],
          [-180, 61],
          [-179, 62],
        ],
      ]),
    ).toEqual([
      [
        [179, 60],
        [179.9, 61],
      ],
      [
        [-180, 61],
        [-179, 62],
      ],
    ]);
  });

  it('turns the Natural Earth countries into land, coastlines and borders with no jump left', () => {
    const map = basemapOf(world);
    expect(map.land.features.length).toBeGreaterThan(1000);
    for (const f of map.land.features) {
      for (const ring of f.geometry.coordinates) {
        // Only the edges added along the pole may span the whole width.
        if (!ring.some((p) => p[1] === -90)) expect(widestStep(ring)).toBeLessThan(180);
      }
    }
    for (const lines of [map.coastline, map.borders])
      for (const line of lines.geometry.coordinates) expect(widestStep(line)).toBeLessThan(180);
    // Chukotka continues Russia east of 180°.
    const east = map.land.features.some((f) =>
      f.geometry.coordinates[0]!.some((p) => p[0]! > 185 && p[1]! > 60),
    );
    expect(east).toBe(true);
  });

  it('places each country’s name on its largest piece, the largest first', () => {
    const { labels } = basemapOf(world);
    const at = (name: string) => labels.features.find((f) => f.properties.name === name);
    expect(labels.features.length).toBeGreaterThan(200);
    // Mainland France, not French Guiana; Italy's boot, not Sicily; Japan's Honshu.
    const [fx, fy] = at('France')!.geometry.coordinates as [number, number];
    expect(fx).toBeGreaterThan(-2);
    expect(fx).toBeLessThan(6);
    expect(fy).toBeGreaterThan(44);
    expect(fy).toBeLessThan(49);
    const [ix, iy] = at('Italy')!.geometry.coordinates as [number, number];
    expect([ix > 10 && ix < 16, iy > 40 && iy < 45]).toEqual([true, true]);
    const [jx, jy] = at('Japan')!.geometry.coordinates as [number, number];
    expect([jx > 134 && jx < 141, jy > 34 && jy < 39]).toEqual([true, true]);
    // Ranked by size: Russia or Antarctica before Italy, Italy before Malta.
    expect(at('Russia')!.properties.rank).toBeLessThan(at('Italy')!.properties.rank);
    expect(at('Italy')!.properties.rank).toBeLessThan(at('Malta')!.properties.rank);
  });

  it('draws the names with the browser’s own font: the style fetches no glyphs', () => {
    const style = offlineStyle();
    expect(style.glyphs).toBeUndefined();
    expect(style.layers.find((l) => l.id === 'country-names')).toMatchObject({
      type: 'symbol',
      source: 'labels',
    });
    expect(basemapSources).toContain('labels');
  });
});
