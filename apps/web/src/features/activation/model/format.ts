/** A count in the interface language's digits grouping: 150000 -> "150,000" (en), "150 000" (fr). */
export const formatCount = (count: number, language: string) => new Intl.NumberFormat(language).format(count);

/** A day stored as `YYYY-MM-DD`, shown in the interface language; read at noon UTC, so no time zone moves it. */
export const formatDay = (day: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

/** An instant, as a date and a time in the interface language. */
export const formatDateTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));

/** A time of day (when a security code expires). */
export const formatTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(new Date(iso));
