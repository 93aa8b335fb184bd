import { wine } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { downloadBlob } from '../../../lib/download';

/** Downloads the QR code of the wine's e-label page as an SVG or a PNG file. */
export async function downloadELabelQr(wineId: string, format: 'svg' | 'png') {
  const file = await rpc(wine.eLabelQr, { wineId, format });
  const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
  downloadBlob(file.fileName, new Blob([bytes], { type: file.contentType }));
}
