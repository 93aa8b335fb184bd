import { useEffect, useRef } from 'react';
import { CheckOutlined, CloseOutlined, ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer, Empty, Space, Spin, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { holdsAll, UI } from '@seal/shared';
import type { Notification } from '@seal/shared/contract/notifications';
import type { ConsumerFeedbackState } from '@seal/shared/contract/statistics';
import { errorMessage } from '../../api/error-message';
import { useRights } from '../../api/session';
import { DrawerMotion } from '../../components/drawer-motion/drawer-motion';
import { NotificationItem } from './notification-item';
import { useMarkAllRead, useNotificationPages } from './notifications-api';
import './notification-drawer.css';

/** Where a notification leads, when the user holds the right to go there (spec 000 section 2). */
function destinationOf(notification: Notification, rights: ReturnType<typeof useRights>) {
  if (notification.type === 'form' && holdsAll(rights, ['stat.feedback'])) {
    const state: ConsumerFeedbackState = { form_id: notification.form_id ?? undefined, date: notification.date };
    return { path: '/statistics/consumerfeedback', state };
  }
  if (notification.type === 'cert' && holdsAll(rights, ['secu.history']))
    return { path: '/privateconsultation', state: { data: notification, ref: notification.ref } };
  return null;
}

/**
 * The bell's drawer: refresh, mark all read, settings and close; the notifications newest first,
 * unread in bold, 30 then 15 more each time the end of the list comes into view. It slides in
 * UI.drawerTransitionMs (DrawerMotion).
 */
export function NotificationDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const rights = useRights();
  const pages = useNotificationPages(open);
  const markAll = useMarkAllRead();
  const end = useRef<HTMLDivElement>(null);
  const notifications = pages.data?.pages.flatMap((page) => page.notifs) ?? [];
  const newest = notifications[0];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;

  useEffect(() => {
    const sentinel = end.current;
    if (!open || !sentinel || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [open, hasNextPage, isFetchingNextPage, fetchNextPage, notifications.length]);

  const go = (path: string, state?: unknown) => {
    onClose();
    void navigate(path, { state });
  };

  return (
    <DrawerMotion>
      <Drawer
        open={open}
        onClose={onClose}
        placement="right"
        size={`${UI.drawerMaxWidthRem}rem`}
        closable={false}
        className="notification-drawer"
        title={t('title')}
        extra={
          <Space size={0}>
            <Tooltip title={t('refresh')}>
              <Button
                type="text"
                icon={<ReloadOutlined />}
                aria-label={t('refresh')}
                loading={pages.isRefetching}
                onClick={() => void pages.refetch()}
                data-testid="notifications-refresh"
              />
            </Tooltip>
            <Tooltip title={t('markAllRead')}>
              <Button
                type="text"
                icon={<CheckOutlined />}
                aria-label={t('markAllRead')}
                disabled={!newest}
                loading={markAll.isPending}
                onClick={() => newest && markAll.mutate(newest.id)}
                data-testid="notifications-mark-all-read"
              />
            </Tooltip>
            <Tooltip title={t('settings')}>
              <Button
                type="text"
                icon={<SettingOutlined />}
                aria-label={t('settings')}
                onClick={() => go('/settings/notify')}
                data-testid="notifications-settings"
              />
            </Tooltip>
            <Tooltip title={t('close')}>
              <Button type="text" icon={<CloseOutlined />} aria-label={t('close')} onClick={onClose} />
            </Tooltip>
          </Space>
        }
      >
        <div data-testid="notification-drawer">
          {pages.error && <Alert type="error" showIcon title={errorMessage(pages.error)} />}
          {markAll.error && <Alert type="error" showIcon title={errorMessage(markAll.error)} />}
          {pages.isPending ? (
            <Spin />
          ) : notifications.length === 0 ? (
            <Empty description={t('empty')} />
          ) : (
            <ul className="notification-list" aria-label={t('title')}>
              {notifications.map((notification) => {
                const destination = destinationOf(notification, rights);
                return (
                  <NotificationItem
                    key={notification.id}
                    notification={notification}
                    onOpen={destination ? () => go(destination.path, destination.state) : undefined}
                  />
                );
              })}
            </ul>
          )}
          <div ref={end} aria-hidden />
          {isFetchingNextPage && <Spin size="small" />}
        </div>
      </Drawer>
    </DrawerMotion>
  );
}
