import { lazy, Suspense } from 'react';
import { SkeletonBlock } from '../skeleton/skeleton';
import type { EChartProps } from './echart-canvas';

export type { EChartProps } from './echart-canvas';

// ECharts is the heaviest library of the console: it loads with the first chart a screen draws,
// never with the shell or a screen without charts.
const EChartCanvas = lazy(() => import('./echart-canvas'));

/** A chart (ECharts option), drawn once its library has loaded; a skeleton of its size until then. */
export function EChart(props: EChartProps) {
  return (
    <Suspense fallback={<SkeletonBlock height={props.height ?? 320} />}>
      <EChartCanvas {...props} />
    </Suspense>
  );
}
