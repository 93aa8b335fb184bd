/** An amount in cents in the interface language: 123456 -> "€1,234.56" (en), "1 234,56 €" (fr). */
export const formatMoney = (cents: number, language: string, currency: string = 'EUR') =>
  new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
