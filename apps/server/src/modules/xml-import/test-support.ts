import { and, desc, eq, like } from 'drizzle-orm';
import { xmlImport } from '@seal/shared';
import { XML_IMPORT_UPLOAD_URL, type XmlImport } from '@seal/shared/contract/xml-import';
import type { TestApp } from '../../../test/app';
import { caller, dataOf } from '../../../test/calls';
import { waitFor } from '../../../test/helpers';
import { mailOutbox } from '../../db/schema';
import { encodeReference } from '../seals/reference-codec';
import type { IssuedReel } from '../seals/reels.service';
import { KEY_0 } from '../seals/test-keys';

/** The printed reference of the seal `offset` of a reel issued in a test (with the test key). */
export const ref = (reel: IssuedReel, offset: number) => encodeReference(reel.firstSerial + offset, KEY_0);

/** POST /api/xml-import with the file as the body (as a script sends it). */
export function uploadRaw(t: TestApp, cookie: string, body: string | Buffer, fileName = 'batch.xml') {
  return t.app.inject({
    method: 'POST',
    url: `${XML_IMPORT_UPLOAD_URL}?fileName=${encodeURIComponent(fileName)}`,
    headers: { cookie, 'content-type': 'application/xml' },
    payload: body,
  });
}

/** POST /api/xml-import as the console sends it: a multipart form, its one part the file (or none). */
export function uploadForm(t: TestApp, cookie: string, file: { name: string; content: string | Buffer } | null) {
  const boundary = '----seal-test-boundary';
  const parts = file
    ? [
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: text/xml\r\n\r\n`,
        file.content,
        '\r\n',
      ]
    : [`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nno file\r\n`];
  return t.app.inject({
    method: 'POST',
    url: XML_IMPORT_UPLOAD_URL,
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([...parts, `--${boundary}--\r\n`].map((part) => Buffer.from(part))),
  });
}

/** Uploads a batch that must verify, and answers the stored import. */
export async function uploadVerified(t: TestApp, cookie: string, xml: string): Promise<XmlImport> {
  const response = await uploadRaw(t, cookie, xml);
  const body = response.json();
  if (body.code !== 0) throw new Error(`upload refused: ${response.body}`);
  return body.data as XmlImport;
}

/** The security code of the last code mail to `email` (the test app keeps mails in its outbox). */
export async function lastCode(t: TestApp, email: string): Promise<string> {
  const [mail] = await t.database.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), like(mailOutbox.text, '%code%')))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no security code mailed to ${email}`);
  return code;
}

/** Requests the code of an import, reads it from the mail and starts the import with it. */
export async function startWithCode(t: TestApp, cookie: string, email: string, importId: string) {
  const call = caller(t, cookie);
  const sent = dataOf(xmlImport.requestXmlImportCode, await call(xmlImport.requestXmlImportCode, { importId }));
  return call(xmlImport.startXmlImport, { importId, challengeId: sent.challengeId, code: await lastCode(t, email) });
}

/** The import once its job has ended (done or failed), read by `call` (a caller of its account). */
export function finished(call: ReturnType<typeof caller>, importId: string): Promise<XmlImport> {
  return waitFor(
    async () => {
      const data = dataOf(xmlImport.getXmlImport, await call(xmlImport.getXmlImport, { importId }));
      return data.status === 'done' || data.status === 'failed' ? data : undefined;
    },
    { what: `the end of import ${importId}` },
  );
}
