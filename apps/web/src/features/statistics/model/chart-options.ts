import type { EChartsCoreOption } from 'echarts/core';

/**
 * The ECharts options of the statistics screens, built from the methods' answers and the labels
 * already translated (pure, so they are tested without a browser). Only types come from echarts:
 * the library itself loads with the first chart drawn.
 */

export interface Slice {
  name: string;
  value: number;
}

const TOOLTIP_AXIS = { trigger: 'axis', axisPointer: { type: 'shadow' } } as const;
const GRID = { left: 8, right: 16, top: 32, bottom: 8, containLabel: true } as const;

/** Counts over time: a line for days, bars for months. */
export function seriesOption(
  points: readonly { period: string; count: number }[],
  granularity: 'day' | 'month',
  seriesName: string,
): EChartsCoreOption {
  return {
    tooltip: TOOLTIP_AXIS,
    grid: GRID,
    xAxis: { type: 'category', data: points.map((point) => point.period), axisTick: { alignWithLabel: true } },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        name: seriesName,
        type: granularity === 'day' ? 'line' : 'bar',
        data: points.map((point) => point.count),
        ...(granularity === 'day'
          ? { smooth: true, showSymbol: points.length <= 31, areaStyle: { opacity: 0.15 } }
          : {}),
      },
    ],
  };
}

/** Shares of a whole (languages): a ring, the smallest slices after `max` grouped as `otherLabel`. */
export function pieOption(
  slices: readonly Slice[],
  seriesName: string,
  otherLabel: string,
  max = 8,
): EChartsCoreOption {
  const sorted = [...slices].sort((a, b) => b.value - a.value);
  const rest = sorted.slice(max).reduce((sum, slice) => sum + slice.value, 0);
  const data = [...sorted.slice(0, max), ...(rest > 0 ? [{ name: otherLabel, value: rest }] : [])];
  return {
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    legend: { type: 'scroll', bottom: 0 },
    series: [
      {
        name: seriesName,
        type: 'pie',
        radius: ['40%', '70%'],
        center: ['50%', '45%'],
        label: { formatter: '{b}\n{d}%' },
        // Thin slices keep their legend entry and tooltip but no label of their own.
        minShowLabelAngle: 8,
        avoidLabelOverlap: true,
        data,
      },
    ],
  };
}

/** A ranking (products, countries, error codes): horizontal bars, the largest on top, `max` at most. */
export function rankingOption(slices: readonly Slice[], seriesName: string, max = 15): EChartsCoreOption {
  const top = [...slices]
    .sort((a, b) => b.value - a.value)
    .slice(0, max)
    .reverse();
  return {
    tooltip: TOOLTIP_AXIS,
    grid: GRID,
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: {
      type: 'category',
      data: top.map((slice) => slice.name),
      axisLabel: { width: 180, overflow: 'truncate' },
    },
    series: [
      {
        name: seriesName,
        type: 'bar',
        data: top.map((slice) => slice.value),
        label: { show: true, position: 'right' },
      },
    ],
  };
}

/** The board: one stacked bar per month, a layer per product (the `max` largest, then "others"). */
export function stackedOption(
  months: readonly string[],
  rows: readonly { name: string; counts: readonly number[]; total: number }[],
  otherLabel: string,
  max = 10,
): EChartsCoreOption {
  const sorted = [...rows].sort((a, b) => b.total - a.total);
  const others = sorted.slice(max);
  const layers = [
    ...sorted.slice(0, max),
    ...(others.length > 0
      ? [{ name: otherLabel, counts: months.map((_, i) => others.reduce((sum, row) => sum + (row.counts[i] ?? 0), 0)) }]
      : []),
  ];
  return {
    tooltip: TOOLTIP_AXIS,
    legend: { type: 'scroll', top: 0 },
    grid: { ...GRID, top: 40 },
    xAxis: { type: 'category', data: [...months] },
    yAxis: { type: 'value', minInterval: 1 },
    series: layers.map((layer) => ({
      name: layer.name,
      type: 'bar',
      stack: 'total',
      emphasis: { focus: 'series' },
      data: [...layer.counts],
    })),
  };
}

export interface MapArea {
  /** The country's name in the interface language (as `nameMap` names its feature). */
  label: string;
  value: number;
}

export interface MapPoint {
  id: string;
  longitude: number;
  latitude: number;
  label: string;
}

/**
 * The world map: countries coloured by their consultations (a visual map from none to the most),
 * and the consumer forms' positions as a scatter layer on the same geography.
 */
export function mapOption(
  mapName: string,
  /** Feature name of the registered map (the ISO numeric code) -> the country's translated name. */
  nameMap: Readonly<Record<string, string>>,
  areas: readonly MapArea[],
  points: readonly MapPoint[],
  names: { consultations: string; forms: string; low: string; high: string },
): EChartsCoreOption {
  const max = Math.max(1, ...areas.map((area) => area.value));
  // A country without consultations is drawn grey (under the scale), not in the scale's lightest colour.
  const counted = new Set(areas.map((area) => area.label));
  const zeros = Object.values(nameMap)
    .filter((label) => !counted.has(label))
    .map((label) => ({ name: label, value: 0 }));
  return {
    tooltip: { trigger: 'item' },
    visualMap: {
      min: 1,
      max,
      left: 8,
      bottom: 8,
      text: [names.high, names.low],
      calculable: true,
      seriesIndex: 0,
      inRange: { color: ['#c6dbef', '#4575b4', '#08306b'] },
      outOfRange: { color: '#ececec' },
    },
    geo: {
      map: mapName,
      roam: true,
      itemStyle: { areaColor: '#ececec', borderColor: '#aaa', borderWidth: 0.5 },
      emphasis: { label: { show: false }, itemStyle: { areaColor: '#fdae61' } },
      nameMap: { ...nameMap },
    },
    series: [
      {
        name: names.consultations,
        type: 'map',
        geoIndex: 0,
        data: [...areas.map((area) => ({ name: area.label, value: area.value })), ...zeros],
      },
      {
        name: names.forms,
        type: 'scatter',
        coordinateSystem: 'geo',
        symbolSize: 7,
        itemStyle: { color: '#d73027', borderColor: '#fff', borderWidth: 1 },
        data: points.map((point) => ({ name: point.label, value: [point.longitude, point.latitude], id: point.id })),
      },
    ],
  };
}
