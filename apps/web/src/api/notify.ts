import type { App } from 'antd';

type MessageInstance = ReturnType<typeof App.useApp>['message'];

/**
 * Toasts from outside React (the request layer, the session-expiry handler). The antd App
 * component binds its context-aware message API here once mounted, so toasts follow the theme.
 */
let messageApi: MessageInstance | undefined;

type Level = 'info' | 'success' | 'warning' | 'error';
type Toast = { type: Level; content: string; key?: string };

/**
 * Toasts asked for before the API is bound wait for it: a page's effects run before the
 * provider's, so a guard refusing the first page of a visit would otherwise be silent.
 */
let waiting: Toast[] = [];

export function bindMessageApi(api: MessageInstance | undefined): void {
  messageApi = api;
  if (!api) return;
  for (const toast of waiting) void api.open(toast);
  waiting = [];
}

function show(type: Level, content: string, key?: string): void {
  if (messageApi) void messageApi.open({ type, content, key });
  else waiting = [...waiting.filter((toast) => key === undefined || toast.key !== key), { type, content, key }];
}

export const notify = {
  info: (text: string, key?: string) => show('info', text, key),
  success: (text: string, key?: string) => show('success', text, key),
  warning: (text: string, key?: string) => show('warning', text, key),
  error: (text: string, key?: string) => show('error', text, key),
};
