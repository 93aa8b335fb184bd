import type { App } from 'antd';

type MessageInstance = ReturnType<typeof App.useApp>['message'];

/**
 * Toasts from outside React (the request layer, the session-expiry handler). The antd App
 * component binds its context-aware message API here once mounted, so toasts follow the theme.
 */
let messageApi: MessageInstance | undefined;

export function bindMessageApi(api: MessageInstance | undefined): void {
  messageApi = api;
}

type Level = 'info' | 'success' | 'warning' | 'error';

function show(level: Level, text: string, key?: string): void {
  if (messageApi) void messageApi.open({ type: level, content: text, key });
  else console.warn(`[${level}] ${text}`); // before the App mounts (or in tests) nothing can be shown
}

export const notify = {
  info: (text: string, key?: string) => show('info', text, key),
  success: (text: string, key?: string) => show('success', text, key),
  warning: (text: string, key?: string) => show('warning', text, key),
  error: (text: string, key?: string) => show('error', text, key),
};
