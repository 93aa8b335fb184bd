import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { downloadCsv, toCsv, type CsvColumn } from '../../lib/csv';

export interface CsvExportButtonProps<T> {
  fileName: string;
  columns: readonly CsvColumn<T>[];
  /** The rows the table shows (a plain table holds them all). */
  rows: readonly T[];
  testId?: string;
}

/** "Export CSV" for a table whose rows are all in the page (a chart's figures, the board). */
export function CsvExportButton<T>({ fileName, columns, rows, testId }: CsvExportButtonProps<T>) {
  const { t } = useTranslation();
  return (
    <Button
      size="small"
      icon={<DownloadOutlined />}
      disabled={rows.length === 0}
      onClick={() => downloadCsv(fileName, toCsv(columns, rows))}
      data-testid={testId}
    >
      {t('table.exportCsv')}
    </Button>
  );
}
