import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UI } from '@seal/shared';
import type { getNotifications, markAllRead, NotificationsPage } from '@seal/shared/contract/notifications';
import { methodRef } from '../../api/method-ref';
import { rpc } from '../../api/rpc';
import { useSession } from '../../api/session';

// Refs, not contracts: the bell is in the banner, on the console's first load.
const getRef = methodRef<typeof getNotifications>('userModel', 'getNotifications');
const markRef = methodRef<typeof markAllRead>('userModel', 'markAllRead');

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};

/** Offset and count of the page after `pages`: 30 first, then 15 more each time (spec 001 section 9). */
export function nextPage(pages: readonly NotificationsPage[]) {
  const loaded = pages.reduce((sum, page) => sum + page.notifs.length, 0);
  return { limit1: loaded, limit2: pages.length === 0 ? UI.notificationPage : UI.notificationMore };
}

/** The page after the last one, or undefined when the last one came back short (the end). */
export function pageAfter(pages: readonly NotificationsPage[]) {
  const last = pages.at(-1);
  const asked = pages.length === 1 ? UI.notificationPage : UI.notificationMore;
  return last && last.notifs.length < asked ? undefined : nextPage(pages);
}

/** The badge's count, refreshed every UI.refreshIntervalMs. */
export function useUnreadCount() {
  const { session } = useSession();
  return useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => rpc(getRef, { limit1: 0, limit2: 1 }, { signal }).then((page) => page.unread),
    enabled: Boolean(session),
    refetchInterval: UI.refreshIntervalMs,
  });
}

/** The drawer's list: pages of 30 then 15, loaded as the user scrolls. */
export function useNotificationPages(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) => rpc(getRef, pageParam, { signal }),
    initialPageParam: nextPage([]),
    getNextPageParam: (_last, pages) => pageAfter(pages),
    enabled,
  });
}

/** Marks everything up to the newest notification read; the list and the badge follow. */
export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (notifid: string) => rpc(markRef, { notifid }),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
