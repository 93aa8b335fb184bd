import { ERRORS } from '@seal/shared';
import { AppError, isAppError } from '../../api/app-error';
import { parseResponse } from '../../api/parse-response';
import { downloadBlob } from '../../lib/download';

/** The name the server gives the file (Content-Disposition), else the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallback;
}

/** An error answer of a download route: its catalogue error when it sent one, else the "download error". */
export function downloadError(status: number, text: string): AppError {
  try {
    parseResponse(status, JSON.parse(text) as unknown);
  } catch (error) {
    if (isAppError(error) && error.key !== ERRORS.common.internal.key && error.key !== ERRORS.common.validation.key)
      return error;
  }
  return new AppError(ERRORS.trade.downloadFailed, { status });
}

/**
 * Fetches a file of the console's download routes (trade's documents, a licence order's invoice)
 * with the session cookie and saves it. A refusal (the file not ready yet, 409 trade.fileNotReady;
 * a missing right) comes back as the server's catalogue error; a network failure or an unreadable
 * answer as trade.downloadFailed, the spec's "download error".
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  let blob: Blob;
  let name: string;
  try {
    const response = await fetch(url, { credentials: 'include', headers: { 'Cache-Control': 'no-cache' } });
    if (!response.ok) throw downloadError(response.status, await response.text());
    name = fileNameOf(response.headers.get('Content-Disposition'), fallbackName);
    blob = await response.blob();
  } catch (error) {
    throw isAppError(error) ? error : new AppError(ERRORS.trade.downloadFailed);
  }
  downloadBlob(name, blob);
}
