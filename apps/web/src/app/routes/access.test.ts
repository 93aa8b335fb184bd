import { describe, expect, it } from 'vitest';
import { toRightsMap } from '@seal/shared';
import { decideAccess, holdsRoute, missingRights } from './access';
import { buildMenu, offeredRoutes } from './menu-model';
import { ROUTES } from './route-table';

const route = (path: string) => {
  const found = ROUTES.find((candidate) => candidate.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};
const guest = toRightsMap(['prod.view', 'stat.view']);

describe('decideAccess', () => {
  it('sends a visitor without session to /login', () => {
    expect(decideAccess(route('/home'), { signedIn: false, rights: {}, framed: false })).toEqual({ kind: 'login' });
  });

  it('lets anyone open the public pages', () => {
    expect(decideAccess(route('/login'), { signedIn: false, rights: {}, framed: false }).kind).toBe('allow');
  });

  it('shows a user without the right the forbidden page in place, naming the rights they lack', () => {
    expect(decideAccess(route('/products/new'), { signedIn: true, rights: guest, framed: false })).toEqual({
      kind: 'forbidden',
      missing: { all: ['prod.create'], oneOf: [] },
    });
    expect(decideAccess(route('/security/activation'), { signedIn: true, rights: guest, framed: false })).toEqual({
      kind: 'forbidden',
      missing: {
        all: [],
        oneOf: ['secu.single_ref', 'secu.multi_ref', 'secu.by_range', 'secu.by_reel', 'secu.by_reels'],
      },
    });
  });

  it('names only the rights not held when a route needs several', () => {
    expect(missingRights(route('/products/import'), toRightsMap(['prod.create']))).toEqual({
      all: ['prod.edit'],
      oneOf: [],
    });
  });

  it('sends a framed user without the right to /403', () => {
    expect(decideAccess(route('/products/myproducts'), { signedIn: true, rights: {}, framed: true })).toEqual({
      kind: 'redirect',
      to: '/403',
    });
  });

  it('refuses inside a frame the pages outside the framed list', () => {
    expect(decideAccess(route('/home'), { signedIn: true, rights: guest, framed: true }).kind).toBe('redirect');
    expect(decideAccess(route('/statistics/consultation'), { signedIn: true, rights: guest, framed: true }).kind).toBe(
      'allow',
    );
  });

  it('opens a route with an any-of list to one of its rights', () => {
    expect(holdsRoute(route('/security/activation'), toRightsMap(['secu.by_reel']))).toBe(true);
    expect(holdsRoute(route('/security/activation'), guest)).toBe(false);
  });

  it('opens the mail outbox only where mails stay in the local outbox, and lists it in the menu there only', () => {
    const admin = toRightsMap(['orga.view', 'orga.edit_user']);
    const outbox = route('/organisation/mailoutbox');
    expect(decideAccess(outbox, { signedIn: true, rights: admin, framed: false, localMail: true })).toEqual({
      kind: 'allow',
    });
    expect(decideAccess(outbox, { signedIn: true, rights: admin, framed: false })).toEqual({
      kind: 'redirect',
      to: '/404',
    });
    const entries = (localMail: boolean) =>
      buildMenu(admin, offeredRoutes(localMail)).flatMap((section) =>
        section.groups.flatMap((group) => group.entries.map((entry) => entry.id)),
      );
    expect(entries(true)).toContain('mailOutbox');
    expect(entries(false)).not.toContain('mailOutbox');
  });
});
