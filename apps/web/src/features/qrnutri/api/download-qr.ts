import { qrnutri } from '@seal/shared';
import type { QrFormat } from '@seal/shared/contract/qrnutri';
import { rpc } from '../../../api/rpc';
import { downloadBlob } from '../../../lib/download';

/** Downloads the QR code of the sheet's public page as an SVG or a PNG file. */
export async function downloadQr(sheetId: string, format: QrFormat) {
  const file = await rpc(qrnutri.qrCode, { sheetId, format });
  const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
  downloadBlob(file.fileName, new Blob([bytes], { type: file.contentType }));
}
