import { describe, expect, it } from 'vitest';
import { themes as contract } from '@seal/shared';
import { asAdministrator, useTestApp } from '../../../test/use-test-app';
import { dataOf } from '../../../test/calls';
import { themeMediaUrl } from './public-theme';
import { editorPage, mediaOf, seededThemes } from './test-support';

const t = await useTestApp();
const { admin } = await asAdministrator(t);
const logo = await mediaOf(t, t.demo.accountId);
const otherLogo = await mediaOf(t, t.other.accountId);
const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the pictures of a theme on the public page', () => {
  it('serves a picture a page of the theme shows, to anyone, as an image that runs nothing', async () => {
    const theme = dataOf(
      contract.create,
      await admin(contract.create, {
        title: 'Pictured',
        language: 'en',
        multilingual: false,
        pages: { en: editorPage('Hi', logo) },
      }),
    );
    const response = await get(themeMediaUrl(theme.id, logo));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-security-policy']).toContain('sandbox');
  });

  it('serves no other file of the library, nor another account’s, nor an old theme’s', async () => {
    const { demoThemeId, legacyThemeId } = await seededThemes(t, t.demo.accountId);
    for (const url of [
      themeMediaUrl(demoThemeId, logo),
      themeMediaUrl(demoThemeId, otherLogo),
      themeMediaUrl(legacyThemeId, logo),
      themeMediaUrl(demoThemeId, 'not-an-id'),
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
