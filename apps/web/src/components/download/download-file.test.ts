import { describe, expect, it } from 'vitest';
import { ERRORS } from '@seal/shared';
import { downloadError, fileNameOf } from './download-file';

describe('file downloads', () => {
  it('names the file as the server does, else by its number', () => {
    expect(fileNameOf('attachment; filename="F2026-000001.pdf"', 'x.pdf')).toBe('F2026-000001.pdf');
    expect(fileNameOf("attachment; filename*=UTF-8''bon%20de%20livraison.pdf", 'x.pdf')).toBe('bon de livraison.pdf');
    expect(fileNameOf(null, 'O2026-000001.pdf')).toBe('O2026-000001.pdf');
  });

  it('tells a file not ready yet by the server catalogue error', () => {
    const body = JSON.stringify({ code: 1907, key: 'trade.fileNotReady' });
    expect(downloadError(409, body).is(ERRORS.trade.fileNotReady)).toBe(true);
  });

  it('answers the download error for a failure without a reason of its own', () => {
    expect(downloadError(500, '<html>Bad gateway</html>').is(ERRORS.trade.downloadFailed)).toBe(true);
    expect(downloadError(502, '').is(ERRORS.trade.downloadFailed)).toBe(true);
  });
});
