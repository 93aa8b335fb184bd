import { expect, type Page } from '@playwright/test';

/**
 * Opens a console path inside the running single-page app, as its own links do (a history entry
 * and the router's popstate), so the console's code is not loaded and started again. Returns once
 * the router is on the path and the tables the previous screen showed are gone or hidden, so what
 * is read next belongs to the new screen.
 */
export async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    const marked = window as unknown as { tablesBefore?: Element[] };
    marked.tablesBefore = [...document.querySelectorAll('main .ant-table-wrapper')];
    window.history.pushState({ ...window.history.state, idx: (window.history.state?.idx ?? 0) + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  const wanted = new URL(path, 'http://x');
  await expect
    .poll(() => {
      const url = new URL(page.url());
      return url.pathname + url.search;
    })
    .toBe(wanted.pathname + wanted.search);
  await page.waitForFunction(() =>
    (window as unknown as { tablesBefore: Element[] }).tablesBefore.every(
      (table) => !table.isConnected || !table.checkVisibility(),
    ),
  );
}
