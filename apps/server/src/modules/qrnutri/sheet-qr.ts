import type { QrFormat } from '@seal/shared/contract/qrnutri';

/** A QR code's quiet zone (ISO/IEC 18004: four modules). */
const QUIET_ZONE = 4;

/**
 * The QR code of a sheet's public page, drawn by the shared code renderer (modules/codes): an SVG
 * of 0.5 mm modules (about 2.5 cm wide for a short address) or a PNG of 10 pixels per module. The
 * renderer (qrcode, bwip-js) loads with the first code drawn, not with the server.
 */
export async function sheetQrCode(publicUrl: string, format: QrFormat): Promise<{ contentType: string; body: Buffer }> {
  const { codeMatrix } = await import('../codes/code-matrix');
  const matrix = codeMatrix('qr', publicUrl);
  if (format === 'svg') {
    const { codeSvg } = await import('../codes/code-svg');
    return {
      contentType: 'image/svg+xml',
      body: Buffer.from(codeSvg(matrix, { moduleSize: 0.5, quietZone: QUIET_ZONE })),
    };
  }
  const { codePng } = await import('../codes/code-png');
  return { contentType: 'image/png', body: codePng(matrix, { scale: 10, quietZone: QUIET_ZONE }) };
}
