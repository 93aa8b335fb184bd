import { readFile } from 'node:fs/promises';
import { expect, type Download, type Page } from '@playwright/test';

/** The last 12 months as the console's preset counts them (UTC days). */
export function last12Months(today = new Date()) {
  const from = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 11, 1));
  return { from: from.toISOString().slice(0, 10), to: today.toISOString().slice(0, 10) };
}

/** A figure as the console prints it in English (12,345) read back as a number. */
export const figure = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** The file of a download: its bytes (to check the byte order mark) and its text after it. */
export async function csvOf(download: Download): Promise<{ bytes: Buffer; text: string }> {
  const bytes = await readFile((await download.path())!);
  return { bytes, text: bytes.subarray(3).toString('utf8') };
}

/** Clicks an export button and answers the CSV it downloads. */
export async function exportCsv(page: Page, testId: string) {
  const downloading = page.waitForEvent('download');
  await page.getByTestId(testId).click();
  const download = await downloading;
  const csv = await csvOf(download);
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return { name: download.suggestedFilename(), text: csv.text, lines: csv.text.split('\r\n') };
}

/**
 * Opens a console page with a navigation state, as a notification does (React Router keeps the
 * state in the history entry's `usr`), once the console is loaded.
 */
export async function openWithState(page: Page, path: string, state: Record<string, unknown>) {
  await page.evaluate(
    ({ path, state }) => {
      const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      window.history.pushState({ usr: state, key: 'e2e', idx }, '', path);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    { path, state },
  );
}
