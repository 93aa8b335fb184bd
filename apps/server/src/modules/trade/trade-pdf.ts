/** Amounts and dates as the trade documents print them (French or English). */
export const formatCents = (cents: number, language: string) =>
  new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { style: 'currency', currency: 'EUR' }).format(
    cents / 100,
  );

export const formatDate = (date: Date, language: string) =>
  new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
