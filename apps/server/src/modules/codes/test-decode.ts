import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import { PNG } from 'pngjs';

/** Reads the text of a QR code or DataMatrix back from a PNG, as a phone or scanner would (tests only). */
export function decodePng(png: Buffer): string {
  const image = PNG.sync.read(png);
  const luminance = new Uint8ClampedArray(image.width * image.height);
  for (let i = 0; i < luminance.length; i++) luminance[i] = image.data[i * 4]!;
  const reader = new MultiFormatReader();
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.QR_CODE, BarcodeFormat.DATA_MATRIX]],
    [DecodeHintType.PURE_BARCODE, true],
  ]);
  reader.setHints(hints);
  const source = new RGBLuminanceSource(luminance, image.width, image.height);
  return reader.decode(new BinaryBitmap(new HybridBinarizer(source))).getText();
}
