import { statSync } from 'node:fs';
import type { PreRenderedChunk } from 'rolldown';

/**
 * How the build splits and names the console's JavaScript (rolldown `output.codeSplitting`).
 * The libraries every screen needs get one chunk each, named after them; everything else is
 * split by route (each screen's code, and each library only on the screens that use it) and
 * named after what it holds, so a file name says what a page loads.
 */
export const VENDOR_GROUPS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 20 },
  {
    name: 'i18n',
    test: /node_modules[\\/](i18next|react-i18next|i18next-browser-languagedetector)[\\/]/,
    priority: 20,
  },
  // The query library only: the page editor's list virtualiser (@tanstack/react-virtual) stays with it.
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/, priority: 20 },
  // The schema library loads with the first screen that validates a form, never on /login.
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 20 },
  // ECharts loads with the first chart only; its renderer library and its chart types are chunks
  // of their own so that none is over the 200 KB (gzip) a chunk may weigh.
  { name: 'zrender', test: /node_modules[\\/]zrender[\\/]/, priority: 20 },
  {
    name: 'echarts-charts',
    test: /node_modules[\\/]echarts[\\/]lib[\\/](chart|layout|visual|processor)[\\/]/,
    priority: 20,
  },
  { name: 'echarts', test: /node_modules[\\/]echarts[\\/]/, priority: 10 },
];
const GROUP_NAMES = new Set(VENDOR_GROUPS.map((group) => group.name));

/** What a module belongs to: `antd-table`, `rc-form`, `icons`, `shared-products`, `texts-organisation-fr`... */
function labelOf(id: string): string {
  const path = id.replace(/\\/g, '/').replace(/\?.*$/, '');
  const vendor = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/);
  if (vendor) {
    const [, name, rest] = vendor as unknown as [string, string, string];
    // A language file of a library: `dayjs-locale-fr`, `antd-locale-zh_CN`.
    const locale = rest.match(/(?:^|\/)locale\/([\w-]+)\.js$/);
    if (locale) return `${name.replace(/^@[^/]+\//, '')}-locale-${locale[1]}`;
    if (name === 'antd') return `antd-${rest.split('/')[1] ?? 'core'}`.replace(/^antd-_util$/, 'antd-core');
    if (name.startsWith('@rc-component/')) return `rc-${name.slice('@rc-component/'.length)}`;
    if (name.startsWith('@ant-design/')) return name === '@ant-design/icons-svg' ? 'icons' : name.slice(12);
    return name.replace(/^@/, '').replace('/', '-');
  }
  const texts = path.match(/(?:features\/([^/]+)\/|src\/i18n\/)locales\/(\w+)\.json$/);
  if (texts) return `texts-${texts[1] ?? 'shell'}-${texts[2]}`;
  const shared = path.match(/packages\/shared\/src\/(?:contract\/|validation\/)?([\w-]+)/);
  if (shared) return `shared-${shared[1]}`;
  return path
    .split('/')
    .pop()!
    .replace(/\.\w+$/, '');
}

/** A module's source size: the weight of its label when naming a chunk of several. */
const sizeOf = (id: string) => {
  try {
    return statSync(id.replace(/\?.*$/, '')).size;
  } catch {
    return 0; // a virtual module
  }
};

/** The file name of a chunk: its group, its entry module, or the label most of its code has. */
export function chunkFileName(chunk: PreRenderedChunk): string {
  const name = (() => {
    if (GROUP_NAMES.has(chunk.name)) return chunk.name;
    if (chunk.facadeModuleId) return labelOf(chunk.facadeModuleId);
    const weights = new Map<string, number>();
    for (const id of chunk.moduleIds) weights.set(labelOf(id), (weights.get(labelOf(id)) ?? 0) + sizeOf(id));
    return [...weights].sort((a, b) => b[1] - a[1])[0]?.[0] ?? chunk.name;
  })();
  return `assets/${name}-[hash].js`;
}
