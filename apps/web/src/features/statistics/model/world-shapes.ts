import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';

/** Antarctica: no consultation comes from it, and it would take a fifth of the map's height. */
const LEFT_OUT = new Set(['010']);

/**
 * A ring crossing the antimeridian (Russia's far east, Fiji) jumps from 180° to -180°, which a
 * flat map draws as a line across the whole world; its western points are moved 360° east so the
 * ring stays whole just beyond 180°.
 */
export function unwrapRing(ring: readonly Position[]): Position[] {
  const crosses = ring.some((point, i) => i > 0 && Math.abs(point[0]! - ring[i - 1]![0]!) > 180);
  return crosses ? ring.map(([lon, lat, ...rest]) => [lon! < 0 ? lon! + 360 : lon!, lat!, ...rest]) : [...ring];
}

function unwrap(geometry: Geometry): Geometry {
  if (geometry.type === 'Polygon') return { ...geometry, coordinates: geometry.coordinates.map(unwrapRing) };
  if (geometry.type === 'MultiPolygon')
    return { ...geometry, coordinates: geometry.coordinates.map((polygon) => polygon.map(unwrapRing)) };
  return geometry;
}

/**
 * The world-atlas countries as the console's map draws them: each feature named by its ISO
 * numeric code (its world-atlas id; three territories without one keep their English name), its
 * rings unwrapped at the antimeridian, Antarctica left out.
 */
export function worldShapes(world: FeatureCollection): FeatureCollection {
  const features: Feature[] = world.features
    .filter((feature) => !LEFT_OUT.has(String(feature.id)))
    .map((feature) => ({
      type: 'Feature',
      id: feature.id,
      geometry: unwrap(feature.geometry),
      properties: { name: String(feature.id ?? (feature.properties as { name?: string } | null)?.name ?? '') },
    }));
  return { type: 'FeatureCollection', features };
}
