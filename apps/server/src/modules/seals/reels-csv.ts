import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { encodeReference, type SealKey } from './reference-codec';
import type { IssuedReel } from './reels.service';
import { bubblePatternOf, bubbleText, ccpOf } from './seal-secrets';

export const REELS_CSV_HEADER = 'reference,reel,url,bubbles,ccp3,ccp6';

/** The consultation address printed beside a reference (as a QR code, say). */
export const consultationUrl = (publicUrl: string, reference: string) =>
  `${publicUrl}/consultation?ref=${encodeURIComponent(reference)}`;

/**
 * Writes one line per seal for the printer: its reference, its reel's reference (the first seal's),
 * its consultation URL, and what the consultation may ask besides (seal-secrets.ts): its bubble
 * pattern (`x:y:r` per bubble in a 100 x 100 box, space-separated), its 3- and 6-character CCPs.
 * The product chosen at activation decides which of them the consumer is asked for, so all are
 * printed. Nothing here needs quoting: letters, digits, dashes, colons and spaces.
 * Lines go out in blocks, waiting whenever the stream asks to, so a big issue never sits in memory.
 */
export async function writeReelsCsv(out: Writable, reels: readonly IssuedReel[], key: SealKey, publicUrl: string) {
  let block = `${REELS_CSV_HEADER}\n`;
  for (const reel of reels) {
    const reelReference = encodeReference(reel.firstSerial, key);
    for (let serial = reel.firstSerial; serial <= reel.lastSerial; serial++) {
      const reference = encodeReference(serial, key);
      const secrets = `${bubbleText(bubblePatternOf(serial, key))},${ccpOf(serial, key, 3)},${ccpOf(serial, key, 6)}`;
      block += `${reference},${reelReference},${consultationUrl(publicUrl, reference)},${secrets}\n`;
      if (block.length >= 64 * 1024) {
        if (!out.write(block)) await once(out, 'drain');
        block = '';
      }
    }
  }
  if (block && !out.write(block)) await once(out, 'drain');
}
