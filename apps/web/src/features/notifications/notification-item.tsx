import { sealStatusName } from '@seal/shared';
import type { Notification } from '@seal/shared/contract/notifications';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';

const formatDateTime = (iso: string) =>
  new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/**
 * One line of the drawer: reference, date, type and status (a cask certificate's: "Certificate
 * C2026-000001"); bold while unread.
 */
export function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen?: () => void }) {
  const { t } = useTranslation(['notifications', 'seal-history']);
  const status =
    notification.type === 'cert'
      ? t(`seal-history:states.${sealStatusName(notification.statut_id)}`)
      : t('notifications:status.form');
  const body = (
    <>
      <span className="notification-item__ref">{notification.ref}</span>
      <span className="notification-item__meta" data-testid="notification-meta">
        {notification.certificate
          ? t('notifications:certificate', { number: notification.certificate.number })
          : `${t(`notifications:types.${notification.type}`)} · ${status}`}
      </span>
      <time dateTime={notification.date} className="notification-item__date">
        {formatDateTime(notification.date)}
      </time>
    </>
  );
  const className = `notification-item${notification.unread ? ' notification-item--unread' : ''}`;
  return (
    <li data-testid="notification-item" data-unread={notification.unread}>
      {onOpen ? (
        <button type="button" className={className} onClick={onOpen}>
          {body}
        </button>
      ) : (
        <div className={className}>{body}</div>
      )}
    </li>
  );
}
