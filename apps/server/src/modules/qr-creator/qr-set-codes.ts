import type { SealKeyring } from '../seals/reference-codec';
import { encodeReference } from '../seals/reference-codec';
import { codeText } from './qr-code-text';
import type { QrSet } from './qr-creator.repository';
import { codeLabel } from './qr-set-plan';

/** The code at `index` of a stored set: the seal it is for (a seal set), what it carries, its label. */
export function codeOfSet(set: QrSet, keyring: SealKeyring, origin: string, index: number) {
  const key = set.keyVersion === null ? null : keyring.keys.get(set.keyVersion);
  const reference = key && set.firstSerial !== null ? encodeReference(set.firstSerial + index, key) : null;
  return { text: codeText(set, origin, reference), label: codeLabel(set, reference) };
}
