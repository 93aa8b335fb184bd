import { Drawer, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UI } from '@seal/shared';

/** The list of the bell; loads at its first opening (antd's Drawer is not needed before). */
export function NotificationDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size={`${UI.drawerMaxWidthRem}rem`}
      title={t('notifications.title')}
    >
      <div data-testid="notification-drawer">
        <Empty description={t('notifications.empty')} />
        <Link to="/settings/notify" onClick={onClose}>
          {t('notifications.settings')}
        </Link>
      </div>
    </Drawer>
  );
}
