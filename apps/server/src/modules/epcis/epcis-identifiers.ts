import { consultationUrl } from '../seals/reels-csv';

/**
 * The identifiers the console writes in EPCIS documents and reads back at capture (docs/epcis.md):
 * - a seal whose activated product has a GTIN: its GS1 Digital Link `https://id.gs1.org/01/<gtin14>/21/<reference>`
 *   (AI 21, the serial, is the printed reference); otherwise its consultation address
 *   `<PUBLIC_URL>/consultation?ref=<reference>` (the one printed beside it);
 * - an SSCC container: `https://id.gs1.org/00/<sscc>`; a console container `<PUBLIC_URL>/containers/<code>`;
 * - a site (read point, destination): `<PUBLIC_URL>/sites/<id>`;
 * - the console's extension fields: the `sc:` prefix, bound in the document's @context.
 */
export const GS1_ID = 'https://id.gs1.org';

export interface EpcisIds {
  publicUrl: string;
}

export const sealEpc = ({ publicUrl }: EpcisIds, reference: string, gtin: string | null) =>
  gtin ? `${GS1_ID}/01/${gtin}/21/${encodeURIComponent(reference)}` : consultationUrl(publicUrl, reference);

export const containerEpc = ({ publicUrl }: EpcisIds, code: string, codeKind: 'console' | 'sscc') =>
  codeKind === 'sscc' ? `${GS1_ID}/00/${code}` : `${publicUrl}/containers/${encodeURIComponent(code)}`;

export const siteUri = ({ publicUrl }: EpcisIds, siteId: string) => `${publicUrl}/sites/${siteId}`;

/** The console's namespace for its extension fields (JSON-LD prefix `sc`). */
export const EXTENSION_PREFIX = 'sc';
export const extensionNamespace = ({ publicUrl }: EpcisIds) => `${publicUrl}/epcis/ns/`;
export const EXTENSION = {
  /** The event model's id. */
  eventModel: `${EXTENSION_PREFIX}:eventModel`,
  /** The model's data values, by AI tag. */
  data: `${EXTENSION_PREFIX}:data`,
  /** Shown to consumers on the consultation page. */
  public: `${EXTENSION_PREFIX}:public`,
} as const;

/** What an EPC names, read back: a seal's printed reference, a container's code, or nothing of ours. */
export type ReadEpc = { kind: 'seal'; reference: string } | { kind: 'container'; code: string } | { kind: 'other' };

const DIGITAL_LINK_SERIAL = /^https:\/\/id\.gs1\.org\/01\/(\d{14})\/21\/([^/?#]+)$/;
const DIGITAL_LINK_SSCC = /^https:\/\/id\.gs1\.org\/00\/(\d{18})$/;

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

export function readEpc(ids: EpcisIds, epc: string): ReadEpc {
  const serial = DIGITAL_LINK_SERIAL.exec(epc);
  if (serial) {
    const reference = decoded(serial[2]!);
    return reference ? { kind: 'seal', reference } : { kind: 'other' };
  }
  const sscc = DIGITAL_LINK_SSCC.exec(epc);
  if (sscc) return { kind: 'container', code: sscc[1]! };
  const consultation = `${ids.publicUrl}/consultation?ref=`;
  if (epc.startsWith(consultation)) {
    const reference = decoded(epc.slice(consultation.length));
    return reference ? { kind: 'seal', reference } : { kind: 'other' };
  }
  const containers = `${ids.publicUrl}/containers/`;
  if (epc.startsWith(containers)) {
    const code = decoded(epc.slice(containers.length));
    return code && !code.includes('/') ? { kind: 'container', code } : { kind: 'other' };
  }
  return { kind: 'other' };
}

/** A site id from its URI, when it is one of this console's. */
export function readSiteUri(ids: EpcisIds, uri: string): string | null {
  const prefix = `${ids.publicUrl}/sites/`;
  if (!uri.startsWith(prefix)) return null;
  const id = uri.slice(prefix.length);
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) ? id.toLowerCase() : null;
}

/**
 * A CBV value as the console keeps it: the bare name (`shipping`), from the bare name, the CBV 2.0
 * Web URI (`https://ref.gs1.org/cbv/BizStep-shipping`) or the EPCIS 1.x URN (`urn:epcglobal:cbv:bizstep:shipping`).
 */
export function bareCbv(value: string, kind: 'BizStep' | 'Disp'): string {
  const web = `https://ref.gs1.org/cbv/${kind}-`;
  if (value.startsWith(web)) return value.slice(web.length);
  const urn = `urn:epcglobal:cbv:${kind === 'BizStep' ? 'bizstep' : 'disp'}:`;
  if (value.startsWith(urn)) return value.slice(urn.length);
  return value;
}
