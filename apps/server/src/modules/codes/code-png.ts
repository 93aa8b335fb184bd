import zlib from 'node:zlib';
import { type CodeMatrix } from './code-matrix.js';

export interface CodePngOptions {
  /** Pixels per module. */
  scale: number;
  /** Light modules around the code. */
  quietZone: number;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** One code as an 8-bit greyscale PNG (black on white), drawn from its module matrix. */
export function codePng(matrix: CodeMatrix, { scale, quietZone }: CodePngOptions): Buffer {
  const width = (matrix.width + 2 * quietZone) * scale;
  const height = (matrix.height + 2 * quietZone) * scale;
  const stride = width + 1; // each row starts with its filter byte (0: none)
  const pixels = Buffer.alloc(stride * height, 255);
  for (let y = 0; y < height; y++) {
    pixels[y * stride] = 0;
    const my = Math.floor(y / scale) - quietZone;
    if (my < 0 || my >= matrix.height) continue;
    for (let x = 0; x < width; x++) {
      const mx = Math.floor(x / scale) - quietZone;
      if (mx >= 0 && mx < matrix.width && matrix.modules[my * matrix.width + mx]) pixels[y * stride + 1 + x] = 0;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
