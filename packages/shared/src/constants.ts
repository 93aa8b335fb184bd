/** Business constants and limits of spec 001 section 9. */
export const LIMITS = {
  text: { min: 2, max: 45 },
  address: { min: 8, max: 200 },
  password: { min: 8, max: 32 },
  generatedPassword: 8,
  reference: 14,
  productCodeLengths: [13, 14, 15],
  containerCode: { min: 14, max: 17 },
  mediaName: { min: 3 },
  productTitle: { min: 3 },
  productNameDisplay: 60,
  orderDescription: 500,
  plotName: { min: 3, max: 35 },
  wineLabel: { min: 3, max: 35 },
  plotSurface: { above: 0, below: 1000 },
  containerQuantity: { below: 500 },
  containerLevel: { min: 1, max: 10 },
  uploadBytes: 1024 * 1024,
  transferBytes: 10 * 1024 * 1024,
  xmlAdvisedMaxSeals: 150_000,
  consumerFormRetentionYears: 2,
} as const;

/**
 * What a JSON body may hold, checked on its raw text before it is parsed (common.tooComplex):
 * nothing recursive ever sees a deeper document, and no walk over it grows past these. GS1's own
 * EPCIS examples nest at most 12 levels and take 20 bytes or more per value, so a 10 MB capture
 * holds about 500,000 values; the console's own calls stay far below both.
 */
export const JSON_BODY_LIMITS = {
  /** Objects and arrays inside one another. */
  depth: 64,
  /** Values of every kind (objects, arrays, strings, numbers, literals), counted as the text is scanned. */
  nodes: 1_000_000,
} as const;

/** Elements inside one another in an uploaded SVG (drawing tools write a few dozen): deeper is no image. */
export const SVG_NESTING_MAX = 256;

/**
 * Throttling of the public consultation (docs/consultation.md): a count per window under each key,
 * past which the consumer is answered 105 with the time left. Consultations are counted per IP
 * address and per reference; failed answers to a challenge (107, 108, 109, 111) per IP address
 * and reference, and per reference. A server may raise them (CONSULTATION_THROTTLE).
 */
export const CONSULTATION_THROTTLE = {
  windowSeconds: 600,
  /** Consultations from one IP address per window (a shop checking its stock stays under it). */
  perIp: 120,
  /** Consultations of one reference per window, from anywhere. */
  perReference: 30,
  failureWindowSeconds: 3600,
  /** Failed answers from one IP address about one reference per failure window. */
  failuresPerIpReference: 5,
  /** Failed answers about one reference per failure window, from anywhere. */
  failuresPerReference: 20,
} as const;
export type ConsultationThrottleLimits = { -readonly [K in keyof typeof CONSULTATION_THROTTLE]: number };

export const CAPTCHA_BUBBLES = [0, 3, 6, 9] as const;
export const CCP_TYPES = ['manual', '3', '6'] as const;
export const CCP_LENGTH = 5;

export const WIDGET_PERIODS = ['5d', '7d', '2w', '3w', '2m', '3m', '4m', '6m', '8m', '10m', '12m'] as const;
export const STAT_PRESETS = ['last30days', 'last12months'] as const;

export const LANGUAGES = ['en', 'fr', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
/** The language menus offer every complete language (the spec's picker had only en and fr). */
export const PICKER_LANGUAGES: readonly Language[] = LANGUAGES;
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_DAYS = 1000;

export const LOOKS = ['default', 'blue', 'dark', 'green'] as const;
export type Look = (typeof LOOKS)[number];

export const UI = {
  notificationPage: 30,
  notificationMore: 15,
  badgeMax: 9,
  drawerMaxWidthRem: 22,
  drawerTransitionMs: 500,
  mobileBreakpointPx: 1024,
  refreshIntervalMs: 300_000,
  codeDetectionMinLength: 12,
  previewImagePx: 40,
  themeImagePx: 128,
  expiredDebounceMs: 600,
  tooLargeDebounceMs: 1000,
  maxCrashRedirects: 2,
} as const;

export const UNITS_PER_CARTON = [1, 2, 3, 6, 12, 24] as const;
export const CASE_TYPES = ['individual', 'cardboard', 'wooden'] as const;
export const CELLAR_MATERIALS = ['stainless_steel', 'concrete', 'sandstone', 'cement', 'oak', 'terracotta'] as const;

/** Session and token lifetimes (defaults; the server reads overrides from its configuration). */
export const SESSION_DEFAULT_HOURS = 12;
export const PASSWORD_TOKEN_HOURS = 24;

/** The menu sections of spec 000 section 2, in menu order (settings sits at the bottom). */
export const SECTION_IDS = [
  'home',
  'brand',
  'organisation',
  'products',
  'security',
  'statistics',
  'tracability',
  'trade',
  'qrnutri',
  'certicask',
  'settings',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];
