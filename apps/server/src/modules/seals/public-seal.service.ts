import type { Language } from '@seal/shared';
import type {
  PublicCompanyRecord,
  PublicProductRecord,
  PublicSealQuery,
  PublicSealRecord,
} from './public-seal.repository';
import type { DecodedReference } from './reference-codec';
import { knownSeal, type KnownSeal, type SealLookup } from './seal-state.service';

/** A seal a consumer asked about: its state as the console computes it, its owner, product and contacts. */
export interface PublicSeal {
  seal: KnownSeal;
  accountId: string;
  product: PublicProductRecord | null;
  activationData: Record<string, string>;
  company: PublicCompanyRecord;
  /** It may have public events: an event names it or a container holds it. */
  traced: boolean;
}

/** Finds one seal's public record (findPublicSealRecord, or a batcher grouping concurrent look-ups). */
export type PublicSealLoader = (query: PublicSealQuery) => Promise<PublicSealRecord | undefined>;

/** Deciphers a reference: the public pages' decoder, which groups concurrent ones (createReferenceDecoder). */
export type PublicReferenceDecoder = (text: string) => Promise<DecodedReference>;

/** How a public request reads the seals it names: a reference deciphered, a seal's record found. */
export interface SealReader {
  decode: PublicReferenceDecoder;
  load: PublicSealLoader;
}

/** Deciphers with `decode` and finds with `load`, each time it is asked. */
export const sealReader = (decode: PublicReferenceDecoder, load: PublicSealLoader): SealReader => ({ decode, load });

/**
 * A reader that deciphers each reference and looks each seal up once: the steps of one request (a
 * check page's resolver mode, the consultation, the menu beside its answer) share what the first
 * of them read. Deciphering (FF1, ten AES calls) was a twelfth of a check page's CPU when done twice.
 */
export function readingOnce(reader: SealReader): SealReader {
  const decoded = new Map<string, Promise<DecodedReference>>();
  const found = new Map<string, Promise<PublicSealRecord | undefined>>();
  return {
    decode(text) {
      let reading = decoded.get(text);
      if (!reading) decoded.set(text, (reading = reader.decode(text)));
      return reading;
    },
    load(query) {
      const key = `${query.keyVersion}:${query.serial}:${query.language}`;
      let record = found.get(key);
      if (!record) found.set(key, (record = reader.load(query)));
      return record;
    },
  };
}

/**
 * The public variant of getSealState: the seal a decoded reference names, whoever owns it (reels
 * are disjoint across accounts), with the same state rules; null when no reel printed with that
 * key holds the serial.
 */
export async function findPublicSeal(
  lookup: Pick<SealLookup, 'keyring' | 'now'> & { load: PublicSealLoader },
  decoded: Extract<DecodedReference, { ok: true }>,
  language: Language,
): Promise<PublicSeal | null> {
  const record = await lookup.load({ serial: decoded.serial, keyVersion: decoded.keyVersion, language });
  if (!record) return null;
  return {
    seal: knownSeal(lookup, decoded, record),
    accountId: record.accountId,
    product: record.product,
    activationData: record.activationData,
    company: record.company,
    traced: record.traced,
  };
}
