import { useEffect, useRef } from 'react';
import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { echarts } from './echarts-core';

export interface EChartProps {
  option: EChartsCoreOption;
  /** What the chart shows, for assistive technology (the chart itself is an image to them). */
  ariaLabel: string;
  height?: number | string;
  /** ECharts events by name (`click` on a bar, a country...). */
  onEvents?: Record<string, (params: unknown) => void>;
  testId?: string;
}

/** One ECharts instance in a box that follows its container's size. Loaded lazily (./echart). */
export default function EChartCanvas({ option, ariaLabel, height = 320, onEvents, testId }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);

  useEffect(() => {
    const element = box.current!;
    const instance = echarts.init(element, undefined, { renderer: 'svg' });
    chart.current = instance;
    const resize = new ResizeObserver(() => instance.resize());
    resize.observe(element);
    return () => {
      resize.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  useEffect(() => {
    const instance = chart.current;
    if (!instance || !onEvents) return;
    for (const [name, handler] of Object.entries(onEvents)) instance.on(name, handler);
    return () => {
      for (const [name, handler] of Object.entries(onEvents)) instance.off(name, handler);
    };
  }, [onEvents]);

  return <div ref={box} role="img" aria-label={ariaLabel} data-testid={testId} style={{ width: '100%', height }} />;
}
