import { describe, expect, it } from 'vitest';
import type { FeatureCollection, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import atlas from 'world-atlas/countries-110m.json';
import { countryOfNumeric, numericOfCountry } from '@seal/shared';
import { unwrapRing, worldShapes } from './world-shapes';

const topology = atlas as unknown as Topology<{ countries: GeometryCollection }>;
const world = worldShapes(feature(topology, topology.objects.countries) as FeatureCollection);
const spanOf = (shape: FeatureCollection['features'][number]) => {
  const lons = JSON.stringify(shape.geometry)
    .match(/\[-?[\d.]+,-?[\d.]+\]/g)!
    .map((pair) => JSON.parse(pair)[0] as number);
  return Math.max(...lons) - Math.min(...lons);
};

describe('unwrapRing', () => {
  it('moves the western points of a ring crossing 180° east by 360°', () => {
    expect(
      unwrapRing([
        [179, 1],
        [-179, 1],
        [-179, 2],
        [179, 1],
      ]),
    ).toEqual([
      [179, 1],
      [181, 1],
      [181, 2],
      [179, 1],
    ]);
  });

  it('leaves a ring that does not cross it as it is', () => {
    const ring = [
      [1, 1],
      [2, 1],
      [2, 2],
      [1, 1],
    ];
    expect(unwrapRing(ring)).toEqual(ring);
  });
});

describe('worldShapes', () => {
  it('names each country by its ISO numeric code, the one numericOfCountry gives', () => {
    const names = new Set(world.features.map((shape) => (shape.properties as { name: string }).name));
    for (const alpha2 of ['FR', 'CN', 'US', 'BR', 'AU', 'RU', 'FJ'])
      expect(names.has(numericOfCountry(alpha2)!), alpha2).toBe(true);
    expect(countryOfNumeric('250')).toBe('FR');
    expect(world.features.length).toBeGreaterThan(170);
  });

  it('leaves Antarctica out and draws no ring across the whole world', () => {
    expect(world.features.some((shape) => shape.id === '010')).toBe(false);
    for (const shape of world.features) {
      const rings =
        shape.geometry.type === 'Polygon'
          ? (shape.geometry as Polygon).coordinates
          : (shape.geometry as { coordinates: number[][][][] }).coordinates.flat();
      for (const ring of rings)
        for (let i = 1; i < ring.length; i++)
          expect(Math.abs(ring[i]![0]! - ring[i - 1]![0]!), String(shape.id)).toBeLessThanOrEqual(180);
    }
    expect(spanOf(world.features.find((shape) => shape.id === '643')!)).toBeLessThan(200); // Russia
  });
});
