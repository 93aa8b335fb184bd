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

/** Counts of ordered classes (1 form, 2 forms, 3 to 5...): vertical bars in the given order. */
export function columnsOption(slices: readonly Slice[], seriesName: string): EChartsCoreOption {
  return {
    tooltip: TOOLTIP_AXIS,
    grid: GRID,
    xAxis: { type: 'category', data: slices.map((slice) => slice.name), axisTick: { alignWithLabel: true } },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        name: seriesName,
        type: 'bar',
        data: slices.map((slice) => slice.value),
        label: { show: true, position: 'top' },
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

const MAP_BLUES = ['#c6dbef', '#9ecae1', '#6baed6', '#3182bd', '#08519c', '#08306b'];

/**
 * The scale of the map: none (grey), then powers of ten up to the largest count (1-9, 10-99...),
 * since a few countries often count a hundred times more than most.
 */
export function mapPieces(max: number, noneLabel: string) {
  const pieces: { min?: number; max?: number; value?: number; label: string; color: string }[] = [
    { value: 0, label: noneLabel, color: '#ececec' },
  ];
  const decades = Math.max(1, Math.ceil(Math.log10(Math.max(1, max) + 1)));
  for (let i = 0; i < decades; i++) {
    const low = 10 ** i;
    const high = 10 ** (i + 1) - 1;
    const color =
      MAP_BLUES[Math.min(MAP_BLUES.length - 1, Math.round((i * (MAP_BLUES.length - 1)) / Math.max(1, decades - 1)))]!;
    pieces.push({ min: low, max: high, label: `${low.toLocaleString()}–${high.toLocaleString()}`, color });
  }
  return pieces;
}

/**
 * The world map: countries coloured by their consultations (a scale by powers of ten, grey for
 * none), and the consumer forms' positions as a scatter layer on the same geography.
 */
export function mapOption(
  mapName: string,
  /** Feature name of the registered map (the ISO numeric code) -> the country's translated name. */
  nameMap: Readonly<Record<string, string>>,
  areas: readonly MapArea[],
  points: readonly MapPoint[],
  names: { consultations: string; forms: string; none: string },
): EChartsCoreOption {
  const max = Math.max(0, ...areas.map((area) => area.value));
  // Every country has a value, so that one without consultations is drawn grey (0), not unknown.
  const counted = new Set(areas.map((area) => area.label));
  const zeros = Object.values(nameMap)
    .filter((label) => !counted.has(label))
    .map((label) => ({ name: label, value: 0 }));
  return {
    tooltip: { trigger: 'item' },
    visualMap: {
      type: 'piecewise',
      pieces: mapPieces(max, names.none),
      left: 8,
      bottom: 8,
      seriesIndex: 0,
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
