import type { Language } from '@seal/shared';

/*
 * The Intl formatters of the public pages, made once per language and kept: making one costs more
 * than rendering the rest of a card (the locale data is looked up and resolved each time).
 */
const made = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function kept<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let format = made.get(key) as T | undefined;
  if (!format) made.set(key, (format = make()));
  return format;
}

/** A date ('date': 12 March 2026) or a date and time ('dateTime'), read in UTC. */
export const dateFormat = (language: Language, kind: 'date' | 'dateTime') =>
  kept(`date:${language}:${kind}`, () =>
    kind === 'date'
      ? new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' })
      : new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }),
  );

/** A number with at most `fractionDigits` decimals. */
export const numberFormat = (language: Language, fractionDigits: number) =>
  kept(
    `number:${language}:${fractionDigits}`,
    () => new Intl.NumberFormat(language, { maximumFractionDigits: fractionDigits }),
  );
