import type {
  Feature,
  FeatureCollection,
  MultiLineString,
  MultiPolygon,
  Point,
  Polygon,
  Position,
} from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
// Natural Earth 1:50m countries and land (world-atlas, TopoJSON): emitted by the build as its own
// file (with .br/.gz copies) and fetched from this origin when the offline map first opens, so it
// is never part of a script and the map needs no network beyond the app.
import countriesUrl from 'world-atlas/countries-50m.json?url';

export type Basemap = {
  land: FeatureCollection<Polygon>;
  coastline: Feature<MultiLineString>;
  borders: Feature<MultiLineString>;
  /** A point per country with its name (`rank` 0 for the largest), where its label goes. */
  labels: FeatureCollection<Point, { name: string; rank: number }>;
};

type Ring = Position[];

// world-atlas is made for spherical projections: a shape across the antimeridian (Chukotka, Fiji)
// jumps from +180 to -180 within a ring, and Antarctica's outer ring goes once round the pole.
// The map is planar (Web Mercator), where such a jump would be drawn as a band across the world.
const jumps = (ring: Ring) => {
  const at: number[] = [];
  for (let i = 1; i < ring.length; i++) if (Math.abs(ring[i]![0]! - ring[i - 1]![0]!) > 180) at.push(i);
  return at;
};

// A ring that crosses the antimeridian and comes back: continuous longitudes past ±180 (the map
// draws them on the next copy of the world).
const unwrap = (ring: Ring): Ring => {
  let offset = 0;
  return ring.map((p, i) => {
    if (i > 0) {
      const step = p[0]! + offset - (ring[i - 1]![0]! + offset);
      if (step > 180) offset -= 360;
      else if (step < -180) offset += 360;
    }
    return [p[0]! + offset, p[1]!];
  });
};

// A ring that goes once round a pole: closed along the map's edge through that pole.
const closeRoundPole = (ring: Ring, at: number): Ring => {
  const a = ring[at - 1]!;
  const b = ring[at]!;
  const pole = Math.sign(a[1]! + b[1]!) * 90;
  const edgeA = Math.sign(a[0]!) * 180;
  const edgeB = Math.sign(b[0]!) * 180;
  return [
    ...ring.slice(0, at),
    [edgeA, a[1]!],
    [edgeA, pole],
    [edgeB, pole],
    [edgeB, b[1]!],
    ...ring.slice(at),
  ];
};

export const planarRing = (ring: Ring): Ring | undefined => {
  // The sliver Natural Earth keeps at the pole itself has no place on a Mercator map.
  if (ring.every((p) => Math.abs(p[1]!) > 89.9)) return undefined;
  const at = jumps(ring);
  if (at.length === 0) return ring;
  if (at.length % 2 === 1) return closeRoundPole(ring, at[0]!);
  return unwrap(ring);
};

const planarPolygon = (rings: Ring[]): Ring[] | undefined => {
  const [outer, ...holes] = rings;
  const fixed = outer && planarRing(outer);
  if (!fixed) return undefined;
  return [fixed, ...holes.map(planarRing).filter((h): h is Ring => h !== undefined)];
};

// Lines are cut where they jump instead.
export const splitAtAntimeridian = (lines: Position[][]): Position[][] =>
  lines.flatMap((line) => {
    const parts: Position[][] = [];
    let start = 0;
    for (const i of jumps(line)) {
      parts.push(line.slice(start, i));
      start = i;
    }
    parts.push(line.slice(start));
    return parts.filter((p) => p.length > 1);
  });

type World = Topology<{ countries: GeometryCollection<{ name?: string }>; land: GeometryCollection }>;

// A ring's signed planar area and centroid (the shoelace formula, in degrees: good enough to place
// a label and to rank countries by size).
const ringCentroid = (ring: Ring) => {
  let area = 0;
  let x = 0;
  let y = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const [x0, y0] = ring[i] as [number, number];
    const [x1, y1] = ring[i + 1] as [number, number];
    const cross = x0 * y1 - x1 * y0;
    area += cross;
    x += (x0 + x1) * cross;
    y += (y0 + y1) * cross;
  }
  area /= 2;
  return area === 0 ? undefined : { area: Math.abs(area), at: [x / (6 * area), y / (6 * area)] };
};

// Each country's name at the centre of its largest piece (mainland France, not French Guiana),
// ranked by that piece's size so the map keeps the big names when labels collide.
const countryLabels = (topology: World): Basemap['labels'] => {
  const countries = feature(topology, topology.objects.countries) as FeatureCollection<
    Polygon | MultiPolygon,
    { name?: string }
  >;
  const placed = countries.features.flatMap((f) => {
    const name = f.properties?.name;
    if (!name || !f.geometry) return [];
    const polygons = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
    const largest = polygons
      .map((rings) => (rings[0] ? ringCentroid(planarRing(rings[0]) ?? rings[0]) : undefined))
      .filter((c) => c !== undefined)
      .sort((a, b) => b.area - a.area)[0];
    return largest ? [{ name, ...largest }] : [];
  });
  placed.sort((a, b) => b.area - a.area);
  return {
    type: 'FeatureCollection',
    features: placed.map(({ name, at }, rank) => ({
      type: 'Feature',
      properties: { name, rank },
      geometry: { type: 'Point', coordinates: at },
    })),
  };
};

export const basemapOf = (topology: World): Basemap => {
  const land = feature(topology, topology.objects.land) as FeatureCollection<Polygon | MultiPolygon>;
  // One feature per polygon: the map takes a feature's first ring as its outside whatever the
  // ring's winding, so a ring closed round the pole can never be read as a hole of another.
  const features = land.features.flatMap((f): Feature<Polygon>[] => {
    const polygons = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
    return polygons.flatMap((rings) => {
      const fixed = planarPolygon(rings);
      return fixed
        ? [{ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: fixed } }]
        : [];
    });
  });
  const lines = (geometry: MultiLineString): Feature<MultiLineString> => ({
    type: 'Feature',
    properties: {},
    geometry: { type: 'MultiLineString', coordinates: splitAtAntimeridian(geometry.coordinates) },
  });
  return {
    land: { type: 'FeatureCollection', features },
    coastline: lines(mesh(topology, topology.objects.land)),
    // Shared arcs only: the borders between two countries, not their coasts.
    borders: lines(mesh(topology, topology.objects.countries, (a, b) => a !== b)),
    labels: countryLabels(topology),
  };
};

export const loadBasemap = async (): Promise<Basemap> => {
  const res = await fetch(countriesUrl);
  if (!res.ok) throw new Error(`The offline basemap could not be loaded (${res.status}).`);
  return basemapOf((await res.json()) as World);
};
