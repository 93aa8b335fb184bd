import { renderToString } from 'react-dom/server';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@seal/shared/contract/notifications';
import '../../i18n';
import texts from './locales/en.json';
import { NotificationItem } from './notification-item';

i18n.addResourceBundle('en', 'notifications', texts);
// The states' names are seal-history's texts (another area): a stand-in keeps the line from waiting for them.
i18n.addResourceBundle('en', 'seal-history', { states: { active: 'Active' } });

const base: Notification = {
  id: 'cert:1',
  type: 'cert',
  statut_id: 1,
  ref: 'ZYY1-197P-WJY6',
  date: '2026-11-03T09:00:00Z',
  act_id: 'a1',
  form_id: null,
  certificate: null,
  unread: true,
};

describe('a notification line', () => {
  it('tells a cask certificate by its number', () => {
    const html = renderToString(
      <NotificationItem
        notification={{ ...base, id: 'certificate:c1', certificate: { id: 'c1', number: 'C2026-000001' } }}
      />,
    );
    expect(html).toContain('Certificate C2026-000001');
    expect(html).toContain('ZYY1-197P-WJY6');
  });

  it('tells a state change by its type and state', () => {
    const html = renderToString(<NotificationItem notification={base} />);
    expect(html).toContain('State change');
    expect(html).not.toContain('Certificate');
  });
});
