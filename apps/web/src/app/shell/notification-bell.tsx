import { lazy, Suspense, useState } from 'react';
import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { UI } from '@seal/shared';

import { useUnreadCount } from '../../features/notifications/notifications-api';

const NotificationDrawer = lazy(() =>
  import('../../features/notifications/notification-drawer').then((m) => ({ default: m.NotificationDrawer })),
);

/**
 * The bell of the banner, with the unread count (shown up to 9, then 9+), refreshed every
 * UI.refreshIntervalMs; the drawer loads at its first opening.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const count = useUnreadCount().data ?? 0;
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so the drawer can animate its closing.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Tooltip title={t('notifications.title')}>
        <Badge count={count} overflowCount={UI.badgeMax} size="small" data-testid="notification-badge">
          <Button
            type="text"
            icon={<BellOutlined />}
            onClick={() => {
              setOpened(true);
              setOpen(true);
            }}
            aria-label={t('notifications.label', { count })}
            data-testid="notification-bell"
          />
        </Badge>
      </Tooltip>
      {opened && (
        <Suspense fallback={null}>
          <NotificationDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
