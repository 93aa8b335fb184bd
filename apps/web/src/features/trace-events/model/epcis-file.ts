import { epcis } from '@seal/shared';

export type EpcisFileReading =
  { ok: true; document: unknown } | { ok: false; problem: 'tooLarge' | 'notJson' | 'notEpcis' };

/**
 * A file chosen for capture, checked before it is sent: within the size the server takes, JSON,
 * and an EPCIS document (the server checks it against the standard's schema).
 */
export async function readEpcisFile(file: Blob): Promise<EpcisFileReading> {
  if (file.size > epcis.EPCIS_CAPTURE_BYTES_MAX) return { ok: false, problem: 'tooLarge' };
  let document: unknown;
  try {
    document = JSON.parse(await file.text());
  } catch {
    return { ok: false, problem: 'notJson' };
  }
  const type = (document as { type?: unknown } | null)?.type;
  return type === 'EPCISDocument' ? { ok: true, document } : { ok: false, problem: 'notEpcis' };
}
