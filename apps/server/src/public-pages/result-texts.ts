import { PAGE_TEXTS } from './i18n';

const KNOWN = new Set(Object.keys(PAGE_TEXTS.en.result));

/**
 * The texts of a catalogue answer (`consultation.invalidCcp` -> `result.invalidCcp`): its title,
 * message and what to do next. A key the pages do not know reads as the catalogue's "unknown".
 */
export function resultTextKey(catalogueKey: string): string {
  const [domain, name = ''] = catalogueKey.split('.');
  return domain === 'consultation' && KNOWN.has(name) ? `result.${name}` : 'result.unknown';
}

export type Tone = 'ok' | 'warn' | 'bad';

/** How an answer reads at a glance: genuine, a step or a wait, or a warning about the product. */
export function toneOf(code: number): Tone {
  if (code === 0) return 'ok';
  if ([101, 102, 104, 105, 106, 107, 108, 109, 110, 111].includes(code)) return 'warn';
  return 'bad';
}
