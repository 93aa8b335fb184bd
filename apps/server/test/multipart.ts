/** A 1 x 1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A file of a form. */
export interface FilePart {
  filename: string;
  content: Buffer;
  type?: string;
  /** The form field; `file` unless the form names it otherwise. */
  field?: string;
}

/** A multipart/form-data body, as a browser's FormData sends it: the fields, then the files in their order. */
export function multipart(fields: Record<string, string>, ...files: Array<FilePart | undefined>) {
  const boundary = `----seal${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    if (!file) continue;
    const head = `--${boundary}\r\ncontent-disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\ncontent-type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`;
    chunks.push(Buffer.from(head), file.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
