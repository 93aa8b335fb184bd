import { describe, expect, it } from 'vitest';
import {
  columnsOption,
  mapOption,
  mapPieces,
  pieOption,
  rankingOption,
  seriesOption,
  stackedOption,
} from './chart-options';

type Series = { type: string; name: string; data: unknown[]; stack?: string };
const seriesOf = (option: Record<string, unknown>) => option.series as Series[];

describe('seriesOption', () => {
  const points = [
    { period: '2026-01', count: 3 },
    { period: '2026-02', count: 0 },
  ];

  it('draws months as bars and days as a line, with every period on the axis', () => {
    const months = seriesOption(points, 'month', 'Consultations');
    expect(seriesOf(months)[0]).toMatchObject({ type: 'bar', name: 'Consultations', data: [3, 0] });
    expect((months.xAxis as { data: string[] }).data).toEqual(['2026-01', '2026-02']);
    expect(seriesOf(seriesOption(points, 'day', 'x'))[0]!.type).toBe('line');
  });
});

describe('pieOption', () => {
  it('keeps the largest slices and groups the rest as others', () => {
    const slices = [
      { name: 'fr', value: 1 },
      { name: 'en', value: 10 },
      { name: 'zh', value: 5 },
      { name: 'de', value: 2 },
    ];
    expect(seriesOf(pieOption(slices, 'Languages', 'Others', 2))[0]!.data).toEqual([
      { name: 'en', value: 10 },
      { name: 'zh', value: 5 },
      { name: 'Others', value: 3 },
    ]);
    expect(seriesOf(pieOption(slices.slice(0, 2), 'Languages', 'Others', 2))[0]!.data).toHaveLength(2);
  });
});

describe('columnsOption', () => {
  it('keeps the classes in their order, empty ones included, whatever their counts', () => {
    const option = columnsOption(
      [
        { name: '1', value: 40 },
        { name: '2', value: 0 },
        { name: '3-5', value: 12 },
      ],
      'Consumers',
    );
    expect((option.xAxis as { data: string[] }).data).toEqual(['1', '2', '3-5']);
    expect(seriesOf(option)[0]).toMatchObject({ type: 'bar', name: 'Consumers', data: [40, 0, 12] });
  });
});

describe('rankingOption', () => {
  it('lists the largest first from the top (echarts draws a category axis bottom up)', () => {
    const option = rankingOption(
      [
        { name: 'A', value: 1 },
        { name: 'B', value: 9 },
        { name: 'C', value: 4 },
      ],
      'Consultations',
      2,
    );
    expect((option.yAxis as { data: string[] }).data).toEqual(['C', 'B']);
    expect(seriesOf(option)[0]!.data).toEqual([4, 9]);
  });
});

describe('stackedOption', () => {
  it('stacks the largest products per month and sums the rest as others', () => {
    const rows = [
      { name: 'Small', counts: [1, 0], total: 1 },
      { name: 'Big', counts: [5, 5], total: 10 },
      { name: 'Tiny', counts: [0, 1], total: 1 },
    ];
    const series = seriesOf(stackedOption(['2026-01', '2026-02'], rows, 'Others', 1));
    expect(series.map((s) => [s.name, s.data])).toEqual([
      ['Big', [5, 5]],
      ['Others', [1, 1]],
    ]);
    expect(series.every((s) => s.type === 'bar' && s.stack === 'total')).toBe(true);
  });
});

describe('mapOption', () => {
  const names = { consultations: 'Consultations', forms: 'Forms', none: 'None' };

  it('colours countries by their count on the registered map and places the forms on the same geography', () => {
    const option = mapOption(
      'world',
      { '250': 'France', '156': 'Chine' },
      [{ label: 'France', value: 12 }],
      [{ id: 'f1', longitude: 2.35, latitude: 48.85, label: 'SEAL1' }],
      names,
    );
    expect(option.geo).toMatchObject({ map: 'world', nameMap: { '250': 'France', '156': 'Chine' } });
    expect(option.visualMap).toMatchObject({ type: 'piecewise', seriesIndex: 0 });
    const [areas, points] = seriesOf(option);
    // Countries without consultations count 0: the grey piece of the scale.
    expect(areas).toMatchObject({
      type: 'map',
      geoIndex: 0,
      data: [
        { name: 'France', value: 12 },
        { name: 'Chine', value: 0 },
      ],
    });
    expect(points).toMatchObject({
      type: 'scatter',
      coordinateSystem: 'geo',
      data: [{ value: [2.35, 48.85], id: 'f1' }],
    });
  });

  it('scales by powers of ten up to the largest count, none in grey', () => {
    expect(mapPieces(14361, 'None').map((piece) => [piece.value ?? piece.min, piece.max])).toEqual([
      [0, undefined],
      [1, 9],
      [10, 99],
      [100, 999],
      [1000, 9999],
      [10000, 99999],
    ]);
    expect(mapPieces(14361, 'None')[0]).toMatchObject({ value: 0, color: '#ececec', label: 'None' });
    expect(mapPieces(9, 'None')).toHaveLength(2);
    expect(mapPieces(10, 'None')).toHaveLength(3);
    expect(mapPieces(0, 'None')).toHaveLength(2);
  });
});
