import type { TestApp } from '../../../test/app';

/** A 1 x 1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export interface MediaFile {
  filename: string;
  content: Buffer;
  type?: string;
}

/** A multipart/form-data body, as a browser's FormData sends the upload form: its fields, then `file`. */
export function mediaForm(fields: Record<string, string>, file?: MediaFile) {
  const boundary = `----seal${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    const head = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.filename}"\r\ncontent-type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`;
    chunks.push(Buffer.from(head), file.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * A file sent to the media library as the console's upload form sends it (POST /api/media, the
 * 1 x 1 PNG unless told): answers the response, `{ code: 0, data: MediaRow }` once stored.
 */
export function uploadMedia(
  t: TestApp,
  cookie: string,
  fields: { name?: string; tag?: string } = {},
  file: MediaFile = { filename: 'image.png', content: PNG, type: 'image/png' },
) {
  const body = mediaForm(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/media',
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
}
