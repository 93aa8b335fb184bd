import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListInput, ListResult } from '@seal/shared';
import { errorMessage } from '../../api/error-message';
import { notify } from '../../api/notify';
import { downloadCsv, toCsv, type CsvColumn } from '../../lib/csv';
import { EXPORT_ROW_CAP, fetchAllPages } from '../../lib/fetch-all-pages';

/** What a ResourceTable exports: its file name and columns (every row the list's filters match). */
export interface ListCsvExport<T> {
  fileName: string;
  columns: readonly CsvColumn<T>[];
  /** At most this many rows (EXPORT_ROW_CAP by default). */
  cap?: number;
}

interface Props<T> extends ListCsvExport<T> {
  fetcher: (input: ListInput, signal: AbortSignal) => Promise<ListResult<T>>;
  /** The table's current search, sort and filters. */
  input: ListInput;
  testId?: string;
}

/**
 * Exports every row of a server list matching the table's search, sort and filters, reading its
 * pages one after the other (progress on the button), up to a cap the user is told about.
 */
export function ListExportButton<T>({ fetcher, input, fileName, columns, cap = EXPORT_ROW_CAP, testId }: Props<T>) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = async () => {
    const controller = new AbortController();
    running.current = controller;
    setProgress({ done: 0, total: 0 });
    try {
      const all = await fetchAllPages(fetcher, input, {
        cap,
        signal: controller.signal,
        onProgress: (done, total) => setProgress({ done, total }),
      });
      downloadCsv(fileName, toCsv(columns, all.rows));
      if (all.capped) notify.warning(t('table.exportCapped', { cap }));
      else notify.success(t('table.exportDone', { count: all.rows.length }));
    } catch (error) {
      if (!controller.signal.aborted) notify.error(errorMessage(error));
    } finally {
      running.current = null;
      if (!controller.signal.aborted) setProgress(null);
    }
  };

  return (
    <Button
      icon={<DownloadOutlined />}
      loading={progress !== null}
      onClick={() => void start()}
      data-testid={testId ?? 'table-export'}
      aria-live="polite"
    >
      {progress ? t('table.exporting', { done: progress.done, total: progress.total }) : t('table.exportCsv')}
    </Button>
  );
}
