import { describe, expect, it } from 'vitest';
import { ERRORS, help } from '@seal/shared';
import { caller, dataOf, expectError } from '../../../test/calls';
import { useTestApp } from '../../../test/use-test-app';
import { DEMO_USERS } from '../../db/seed/demo';
import { upsertNews } from './news.repository';

const t = await useTestApp();
const admin = caller(t, await t.login(DEMO_USERS.admin));
const guest = caller(t, await t.login(DEMO_USERS.guest));

await upsertNews(t.database.db, {
  slug: 'spring-release',
  title: { en: 'Spring release', fr: 'Version de printemps' },
  body: { en: 'New **statistics**.', fr: 'Nouvelles **statistiques**.' },
  publishedAt: new Date('2030-03-01T00:00:00Z'),
});

const list = async (call: typeof admin, vars: Partial<Parameters<typeof admin<typeof help.findNews>>[1]> = {}) =>
  dataOf(help.findNews, await call(help.findNews, { language: 'en', ...vars }));

describe('newsModel.findNews', () => {
  it('lists the news newest first, each unread until opened, with the count of unread ones', async () => {
    const page = await list(admin);
    expect(page.rows.map((row) => row.slug)).toEqual(['spring-release', 'welcome']);
    expect(page.rows.every((row) => row.unread)).toBe(true);
    expect(page).toMatchObject({ total: 2, unread: 2 });
  });

  it('answers the title in the language asked, English when the item has none in it', async () => {
    const rows = (await list(admin, { language: 'fr' })).rows;
    expect(rows.find((row) => row.slug === 'spring-release')?.title).toBe('Version de printemps');
    const zh = (await list(admin, { language: 'zh' })).rows;
    expect(zh.find((row) => row.slug === 'spring-release')?.title).toBe('Spring release');
  });

  it('finds news by a word of their title', async () => {
    expect((await list(admin, { search: 'spring' })).rows.map((row) => row.slug)).toEqual(['spring-release']);
    expect((await list(admin, { search: '100%' })).total).toBe(0);
  });
});

describe('newsModel.getNews and markNewsRead', () => {
  it('opens an item, which then reads as read for this user only', async () => {
    const user = caller(t, await t.login(DEMO_USERS.user));
    const item = dataOf(help.getNews, await user(help.getNews, { slug: 'spring-release', language: 'fr' }));
    expect(item).toMatchObject({ title: 'Version de printemps', body: 'Nouvelles **statistiques**.', unread: true });

    const before = (await list(user)).unread;
    expect(dataOf(help.markNewsRead, await user(help.markNewsRead, { slug: 'spring-release' }))).toEqual({
      unread: before - 1,
    });
    // Twice is the same as once.
    expect(dataOf(help.markNewsRead, await user(help.markNewsRead, { slug: 'spring-release' })).unread).toBe(
      before - 1,
    );
    const after = await list(user, { filters: { unreadOnly: true } });
    expect(after.rows.map((row) => row.slug)).not.toContain('spring-release');

    // Another user of the same account, and the other account's users, still have it unread.
    const guestRows = (await list(guest)).rows;
    expect(guestRows.find((row) => row.slug === 'spring-release')?.unread).toBe(true);
    const other = caller(t, await t.login('other.admin@demo.test'));
    expect((await list(other)).rows.find((row) => row.slug === 'spring-release')?.unread).toBe(true);
  });

  it('answers help.newsNotFound for an unknown item', async () => {
    expectError(await admin(help.getNews, { slug: 'no-such-news', language: 'en' }), ERRORS.help.newsNotFound);
    expectError(await admin(help.markNewsRead, { slug: 'no-such-news' }), ERRORS.help.newsNotFound);
  });

  it('needs a session', async () => {
    const response = await t.call('newsModel', 'findNews', { language: 'en' });
    expect(response.statusCode).toBe(401);
  });
});

describe('helpModel.getTourState and endTour', () => {
  it('offers the tour until the user has taken or dismissed it, per user', async () => {
    expect(dataOf(help.getTourState, await guest(help.getTourState, {}))).toEqual({ offer: true });
    expect(dataOf(help.endTour, await guest(help.endTour, { outcome: 'dismissed' }))).toEqual({ offer: false });
    expect(dataOf(help.getTourState, await guest(help.getTourState, {}))).toEqual({ offer: false });
    // A new session of the same user remembers it; another user is still offered the tour.
    const again = caller(t, await t.login(DEMO_USERS.guest));
    expect(dataOf(help.getTourState, await again(help.getTourState, {}))).toEqual({ offer: false });
    expect(dataOf(help.getTourState, await admin(help.getTourState, {}))).toEqual({ offer: true });
  });
});
