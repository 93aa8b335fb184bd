import type { FeatureCollection } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** The name the world map is registered under in ECharts. */
export const WORLD_MAP = 'world';

let registered: Promise<void> | undefined;

/**
 * Registers the world map once: world-atlas's countries (Natural Earth 1:110m, bundled, no tile
 * server) turned into GeoJSON by topojson-client. Each feature is named by its ISO numeric code
 * (the world-atlas id: numericOfCountry / countryOfNumeric), so the page names it in the
 * interface language through the map's `nameMap` (model/world-shapes). Loaded only by the
 * cartography screen.
 */
export function loadWorldMap(): Promise<void> {
  registered ??= Promise.all([
    import('world-atlas/countries-110m.json'),
    import('topojson-client'),
    import('../../../components/charts/echarts-core'),
    import('../model/world-shapes'),
  ]).then(([atlas, topojson, { echarts }, { worldShapes }]) => {
    const topology = atlas.default as unknown as Topology<{ countries: GeometryCollection }>;
    const world = topojson.feature(topology, topology.objects.countries) as FeatureCollection;
    echarts.registerMap(WORLD_MAP, worldShapes(world) as never);
  });
  registered.catch(() => {
    registered = undefined; // a failed load (network) is tried again next time
  });
  return registered;
}
