import { useState } from 'react';
import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Drawer, Empty, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UI } from '@seal/shared';

/**
 * The bell of the banner, with the unread count (shown up to 9+). The notifications area will
 * provide the count and the list; until then the drawer says there is nothing new.
 */
export function NotificationBell({ count = 0 }: { count?: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={t('notifications.title')}>
        <Badge count={count} overflowCount={UI.badgeMax} size="small" data-testid="notification-badge">
          <Button
            type="text"
            icon={<BellOutlined />}
            onClick={() => setOpen(true)}
            aria-label={t('notifications.label', { count })}
            data-testid="notification-bell"
          />
        </Badge>
      </Tooltip>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        placement="right"
        size={`${UI.drawerMaxWidthRem}rem`}
        title={t('notifications.title')}
      >
        <div data-testid="notification-drawer">
          <Empty description={t('notifications.empty')} />
          <Link to="/settings/notify" onClick={() => setOpen(false)}>
            {t('notifications.settings')}
          </Link>
        </div>
      </Drawer>
    </>
  );
}
