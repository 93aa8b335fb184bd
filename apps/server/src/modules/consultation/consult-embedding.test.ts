import { describe, expect, it } from 'vitest';
import { ERRORS } from '@seal/shared';
import { useTestApp } from '../../../test/use-test-app';
import { consultationReference, consultationSerial, DEMO_WEBSITE } from '../../db/seed/consultation';
import { EMBED_TOKEN_TTL_SECONDS, signToken, type EmbedTokenData } from './public-token';
import { asResult, consultAs, NO_THROTTLE, recordedFor } from './test-support';

const t = await useTestApp(NO_THROTTLE);
const C = ERRORS.consultation;
const embed = (site: string | null) =>
  signToken<EmbedTokenData>(t.config.serverSecret, 'embed', { site }, EMBED_TOKEN_TTL_SECONDS, new Date());
const consultFramed = async (token: string) =>
  asResult((await consultAs(t, { ref: consultationReference('valid'), embed: token })).answer);
const lastRow = async () => (await recordedFor(t, consultationSerial('valid'))).at(-1)!;

describe('a consultation embedded in a website (/iframeConsultControl)', () => {
  it("answers as usual inside a page of one of the account's sites (same origin as its website URL)", async () => {
    const answer = await consultFramed(embed(`${DEMO_WEBSITE}/pages/check?ref=1`));
    expect(answer).toMatchObject({ code: 0, product: { title: 'Thé vert 100 g' } });
    expect(await lastRow()).toMatchObject({ outcome: 0, embedding_site: `${DEMO_WEBSITE}/pages/check?ref=1` });
  });

  it('refuses with 30, recorded as an error with the embedding site, inside any other website', async () => {
    for (const site of [
      'https://copies.example.com/check',
      'http://shop.demo-company.test',
      'https://shop.demo-company.test:8443',
    ]) {
      const answer = await consultFramed(embed(site));
      expect(answer).toMatchObject({
        code: C.blocked.code,
        key: C.blocked.key,
        product: null,
        form: { kind: 'contact' },
      });
      expect(await lastRow()).toMatchObject({ outcome: C.blocked.code, embedding_site: site });
    }
  });

  it('refuses with 30 a frame whose page is unknown or whose token does not read', async () => {
    expect((await consultFramed(embed(null))).code).toBe(C.blocked.code);
    expect((await consultFramed('forged')).code).toBe(C.blocked.code);
    expect(await lastRow()).toMatchObject({ outcome: C.blocked.code, embedding_site: null });
  });
});
