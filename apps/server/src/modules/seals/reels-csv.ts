import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { encodeReference, type SealKey } from './reference-codec';
import type { IssuedReel } from './reels.service';

export const REELS_CSV_HEADER = 'reference,reel,url';

/** The consultation address printed beside a reference (as a QR code, say). */
export const consultationUrl = (publicUrl: string, reference: string) =>
  `${publicUrl}/consultation?ref=${encodeURIComponent(reference)}`;

/**
 * Writes one line per seal for the printer: its reference, its reel's reference (the first seal's)
 * and its consultation URL. References hold only letters, digits and dashes: nothing to quote.
 * Lines go out in blocks, waiting whenever the stream asks to, so a big issue never sits in memory.
 */
export async function writeReelsCsv(out: Writable, reels: readonly IssuedReel[], key: SealKey, publicUrl: string) {
  let block = `${REELS_CSV_HEADER}\n`;
  for (const reel of reels) {
    const reelReference = encodeReference(reel.firstSerial, key);
    for (let serial = reel.firstSerial; serial <= reel.lastSerial; serial++) {
      const reference = encodeReference(serial, key);
      block += `${reference},${reelReference},${consultationUrl(publicUrl, reference)}\n`;
      if (block.length >= 64 * 1024) {
        if (!out.write(block)) await once(out, 'drain');
        block = '';
      }
    }
  }
  if (block && !out.write(block)) await once(out, 'drain');
}
