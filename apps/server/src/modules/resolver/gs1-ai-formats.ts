/**
 * What the compression of GS1 Digital Link (GS1 Digital Link standard 1.2, section "compression",
 * and GS1's reference toolkit) needs to know of each GS1 Application Identifier: how its value is
 * written (the formats of the GS1 General Specifications) and the sequences of AIs the standard
 * compresses under one code. Read by digital-link-compression.ts.
 */

/** One part of an AI's value: numeric (N) or alphanumeric (X), of a fixed length or up to a maximum. */
export type AiComponent =
  { type: 'N' | 'X'; fixed: number; max?: never } | { type: 'N' | 'X'; max: number; fixed?: never };

/**
 * The formats, one line each: the AIs, then the format (`N14` fixed, `N..15` up to 15 digits,
 * `X..20` up to 20 characters, `+` between the parts of a composite value). A range `3900-3909`
 * is every AI between; `310:0-5` the AIs 3100 to 3105 (the decimal point's position).
 * The set is the reference toolkit's: an AI outside it is refused, not guessed. Two lines part
 * from the toolkit, which loses data there: 7040 is N1+X3 (the toolkit drops the X3), and a
 * variable numeric keeps its leading zeros (its length is written; the toolkit drops them).
 */
const FORMAT_LINES = `
00 N18
01 02 N14
10 21 22 243 254 420 7020-7022 710-714 7240 8002 8012 X..20
11 12 13 15 16 17 4326 7006 8005 N6
20 N2
235 N3+X..28
240 241 250 251 400 401 403 4308 4319 7002 7023 7230-7239 8004 8010 8013 90 X..30
242 N..6
253 N13+X..17
255 N13+N..12
30 37 N..8
310:0-5 311:0-5 312:0-5 313:0-5 314:0-5 315:0-5 316:0-5 N6
320:0-5 321:0-5 322:0-5 323:0-5 324:0-5 325:0-5 326:0-5 327:0-5 328:0-5 329:0-5 N6
330:0-5 331:0-5 332:0-5 333:0-5 334:0-5 335:0-5 336:0-5 337:0-5 N6
340:0-5 341:0-5 342:0-5 343:0-5 344:0-5 345:0-5 346:0-5 347:0-5 348:0-5 349:0-5 N6
350:0-5 351:0-5 352:0-5 353:0-5 354:0-5 355:0-5 356:0-5 357:0-5 N6
360:0-5 361:0-5 362:0-5 363:0-5 364:0-5 365:0-5 366:0-5 367:0-5 368:0-5 369:0-5 N6
3900-3909 3920-3929 N..15
3910-3919 3930-3939 N3+N..15
3940-3943 8111 N4
3950-3959 N6
402 N17
410-417 7001 N13
421 N3+X..9
422 424 426 N3
423 425 N3+N..12
427 7008 X..3
4300 4301 4310 4311 4320 X..35
4302-4306 4312-4316 8110 8112 8200 X..70
4307 4317 X2
4309 N20
4318 X..20
4321-4323 N1
4324 4325 7003 N10
7004 N..4
7005 X..12
7007 N6+N..6
7009 X..10
7010 X..2
7030-7039 N3+X..27
7040 N1+X3
8001 N14
8003 N14+X..16
8006 8017 8018 8026 N18
8007 X..24
8008 N8+N..4
8009 X..50
8011 N..12
8019 N..10
8020 X..25
91-99 X..90
`;

function expand(token: string): string[] {
  const family = /^(\d{3}):(\d)-(\d)$/.exec(token);
  if (family) {
    const [, stem, from, to] = family;
    return Array.from({ length: Number(to) - Number(from) + 1 }, (_, index) => `${stem}${Number(from) + index}`);
  }
  const range = /^(\d+)-(\d+)$/.exec(token);
  if (range) {
    const [, from = '', to = ''] = range;
    return Array.from({ length: Number(to) - Number(from) + 1 }, (_, index) =>
      String(Number(from) + index).padStart(from.length, '0'),
    );
  }
  return [token];
}

function component(text: string): AiComponent {
  const match = /^([NX])(\.\.)?(\d+)$/.exec(text);
  if (!match) throw new Error(`Not an AI format: ${text}`);
  const type = match[1] as 'N' | 'X';
  return match[2] ? { type, max: Number(match[3]) } : { type, fixed: Number(match[3]) };
}

/** Each AI's format, its parts in order. */
export const AI_FORMATS: ReadonlyMap<string, readonly AiComponent[]> = new Map(
  FORMAT_LINES.trim()
    .split('\n')
    .flatMap((line) => {
      const tokens = line.trim().split(/\s+/);
      const format = tokens.pop()!.split('+').map(component);
      return tokens.flatMap(expand).map((ai) => [ai, format] as const);
    }),
);

/**
 * How many digits an AI has, by its first two (the General Specifications give one length per
 * pair): how many more hexadecimal digits of the compressed AI to read.
 */
export const AI_LENGTH_BY_PREFIX: ReadonlyMap<string, number> = new Map(
  [...AI_FORMATS.keys()].map((ai) => [ai.slice(0, 2), ai.length] as const),
);

/**
 * The sequences of AIs the standard writes under one code of two hexadecimal digits (of which at
 * least one is A to F, so no AI reads the same): the AIs' values follow the code, without their AIs.
 */
export const OPTIMISED_SEQUENCES: Readonly<Record<string, readonly string[]>> = {
  '0A': ['01', '22'],
  '0B': ['01', '10'],
  '0C': ['01', '21'],
  '0D': ['01', '17'],
  '0E': ['01', '7003'],
  '0F': ['01', '30'],
  '1A': ['01', '10', '21', '17'],
  '1B': ['01', '15'],
  '1C': ['01', '11'],
  '1D': ['01', '16'],
  '1E': ['01', '91'],
  '1F': ['01', '10', '15'],
  ...Object.fromEntries(['A', 'B', 'C', 'D', 'E', 'F'].map((hex, index) => [`2${hex}`, ['01', `310${index}`]])),
  ...Object.fromEntries(['A', 'B', 'C', 'D', 'E', 'F'].map((hex, index) => [`3${hex}`, ['01', `320${index}`]])),
  '9A': ['8010', '8011'],
  '9B': ['8017', '8019'],
  '9C': ['8018', '8019'],
  '9D': ['414', '254'],
  ...Object.fromEntries(Array.from({ length: 10 }, (_, index) => [`A${index}`, ['01', `392${index}`]])),
  ...Object.fromEntries(Array.from({ length: 10 }, (_, index) => [`C${index}`, ['255', `390${index}`]])),
  ...Object.fromEntries(['A', 'B', 'C', 'D'].map((hex, index) => [`C${hex}`, ['255', `394${index}`]])),
};

/** The primary keys of GS1 Digital Link URIs (the first path segment of an uncompressed one). */
export const PRIMARY_KEYS: ReadonlySet<string> = new Set([
  '00',
  '01',
  '253',
  '255',
  '401',
  '402',
  '414',
  '415',
  '417',
  '8003',
  '8004',
  '8006',
  '8010',
  '8013',
  '8017',
  '8018',
]);
