/**
 * What a MATCH_ value matches (EPCIS 2.0 section 8.2.7.1.1, docs/epcis.md "Matching EPCs"):
 * - any URI matches itself, as written;
 * - an EPC URN of a GTIN or SSCC (`urn:epc:id:sgtin:…`, `urn:epc:id:sscc:…`) also matches its GS1 Digital
 *   Link on id.gs1.org (the reverse needs the company prefix's length, which a Digital Link does not say);
 * - a pattern `urn:epc:idpat:<scheme>:<fields>` whose last fields are `*` matches every EPC URN of the
 *   scheme that starts with its fixed fields (`urn:epc:idpat:sgtin:0614141.107346.*` also every class
 *   `urn:epc:class:lgtin:0614141.107346.<lot>` and the Digital Links of that GTIN); a `*` before a fixed
 *   field is refused (the standard allows only trailing ones for these schemes).
 * `serials` and `codes` are the console's own seals and containers the values name (epcis-query.ts).
 */
export interface EpcValues {
  exact: string[];
  /** Matches an EPC that starts with one of these. */
  prefixes: string[];
  serials: number[];
  codes: string[];
}

export const GS1_DIGITAL_LINK = 'https://id.gs1.org';

/** The GS1 check digit of these digits (mod 10, weights 3 and 1 from the right). */
export function checkDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return String((10 - (sum % 10)) % 10);
}

/** `urn:epc:id:sgtin:CP.IR` company prefix and item reference (with its indicator) to a GTIN-14. */
const gtinOf = (companyPrefix: string, itemReference: string) => {
  const body = `${itemReference.slice(0, 1)}${companyPrefix}${itemReference.slice(1)}`;
  return body.length === 13 && /^\d+$/.test(body) ? body + checkDigit(body) : null;
};

const ssccOf = (companyPrefix: string, serialReference: string) => {
  const body = `${serialReference.slice(0, 1)}${companyPrefix}${serialReference.slice(1)}`;
  return body.length === 17 && /^\d+$/.test(body) ? body + checkDigit(body) : null;
};

const glnOf = (companyPrefix: string, locationReference: string) => {
  const body = `${companyPrefix}${locationReference}`;
  return body.length === 12 && /^\d+$/.test(body) ? body + checkDigit(body) : null;
};

/** A value's forms, or null when it is a pattern this repository cannot read. */
export function epcForms(value: string): { exact: string[]; prefixes: string[] } | null {
  const pattern = /^urn:epc:idpat:([a-z0-9-]+):(.*)$/i.exec(value);
  if (!pattern) return { exact: uriForms(value), prefixes: [] };
  const [, scheme, body] = pattern as unknown as [string, string, string];
  const fields = body.split('.');
  const wild = fields.findIndex((field) => field === '*');
  if (wild === -1) return { exact: [value, ...uriForms(`urn:epc:id:${scheme}:${body}`)], prefixes: [] };
  if (fields.slice(wild).some((field) => field !== '*')) return null;
  const fixed = fields.slice(0, wild);
  const prefix = fixed.map((field) => `${field}.`).join('');
  const prefixes = [`urn:epc:id:${scheme}:${prefix}`];
  const exact = [value];
  if (scheme === 'sgtin' && fixed.length === 2) {
    prefixes.push(`urn:epc:class:lgtin:${prefix}`);
    const gtin = gtinOf(fixed[0]!, fixed[1]!);
    if (gtin) prefixes.push(`${GS1_DIGITAL_LINK}/01/${gtin}/`);
  }
  return { exact, prefixes };
}

/** A URI and, for the EPC URNs with a Digital Link form, that form. */
export function uriForms(value: string): string[] {
  const urn = /^urn:epc:id:(sgtin|sscc|sgln):(\d+)\.(\d+)(?:\.(.+))?$/.exec(value);
  if (!urn) return [value];
  const [, scheme, companyPrefix, reference, rest] = urn as unknown as [string, string, string, string, string?];
  if (scheme === 'sgtin' && rest) {
    const gtin = gtinOf(companyPrefix, reference);
    return gtin ? [value, `${GS1_DIGITAL_LINK}/01/${gtin}/21/${rest}`] : [value];
  }
  if (scheme === 'sscc' && !rest) {
    const sscc = ssccOf(companyPrefix, reference);
    return sscc ? [value, `${GS1_DIGITAL_LINK}/00/${sscc}`] : [value];
  }
  if (scheme === 'sgln' && rest) {
    const gln = glnOf(companyPrefix, reference);
    if (!gln) return [value];
    return [value, `${GS1_DIGITAL_LINK}/414/${gln}${rest === '0' ? '' : `/254/${rest}`}`];
  }
  return [value];
}
