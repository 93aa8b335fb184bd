import type { Feature, FeatureCollection } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** The name the world map is registered under in ECharts. */
export const WORLD_MAP = 'world';

let registered: Promise<void> | undefined;

/**
 * Registers the world map once: world-atlas's countries (Natural Earth 1:110m, bundled, no tile
 * server) turned into GeoJSON by topojson-client. Each feature is named by its ISO numeric code
 * (the world-atlas id: numericOfCountry / countryOfNumeric), so the page names it in the
 * interface language through the map's `nameMap`. Loaded only by the cartography screen.
 */
export function loadWorldMap(): Promise<void> {
  registered ??= Promise.all([
    import('world-atlas/countries-110m.json'),
    import('topojson-client'),
    import('../../../components/charts/echarts-core'),
  ]).then(([atlas, topojson, { echarts }]) => {
    const topology = atlas.default as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
    const world = topojson.feature(topology, topology.objects.countries) as FeatureCollection;
    const features: Feature[] = world.features.map((feature) => ({
      ...feature,
      // Three territories have no ISO code in world-atlas: they keep their English name.
      properties: { name: String(feature.id ?? (feature.properties as { name: string }).name) },
    }));
    echarts.registerMap(WORLD_MAP, { type: 'FeatureCollection', features } as never);
  });
  registered.catch(() => {
    registered = undefined; // a failed load (network) is tried again next time
  });
  return registered;
}
