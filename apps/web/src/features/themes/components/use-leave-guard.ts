import { useEffect } from 'react';
import { Modal, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * Asks before unsaved changes are lost: the browser asks on reload or close (beforeunload); a
 * link of the console (the menu, the breadcrumb) asks here first. The console uses declarative
 * routes, which have no navigation blocker, so links are caught as they are clicked.
 */
export function useLeaveGuard(dirty: boolean) {
  const { t } = useTranslation('themes');
  const navigate = useNavigate();
  const [modal, holder] = Modal.useModal();

  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
      event.preventDefault();
      event.stopPropagation();
      void modal.confirm({
        title: t('editor.leaveTitle'),
        content: t('editor.leaveText'),
        okText: t('editor.leave'),
        cancelText: t('editor.stay'),
        okButtonProps: { danger: true, 'data-testid': 'leave-ok' } as ButtonProps,
        onOk: () => void navigate(`${url.pathname}${url.search}${url.hash}`),
      });
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty, modal, navigate, t]);

  /** Asks, then runs `leave` (the page's own Cancel button). */
  const confirmLeave = (leave: () => void) => {
    if (!dirty) return leave();
    void modal.confirm({
      title: t('editor.leaveTitle'),
      content: t('editor.leaveText'),
      okText: t('editor.leave'),
      cancelText: t('editor.stay'),
      okButtonProps: { danger: true, 'data-testid': 'leave-ok' } as ButtonProps,
      onOk: leave,
    });
  };
  return { holder, confirmLeave };
}
