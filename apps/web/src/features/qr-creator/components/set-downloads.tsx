import { Button, Space } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { qrDownloadPath, type QrSetRow } from '@seal/shared/contract/qr-creator';
import { qrCreatorKeys } from '../api/keys';

const FILES = [
  { file: 'code.svg', label: 'SVG' },
  { file: 'code.png', label: 'PNG' },
  { file: 'sheet.pdf', label: 'PDF' },
] as const;

/** A set's downloads: its first code as SVG or PNG, the whole set as an A4 PDF sheet (counted). */
export function SetDownloads({ set }: { set: QrSetRow }) {
  const { t } = useTranslation('qr-creator');
  const client = useQueryClient();
  return (
    <Space size={4} wrap>
      {FILES.map(({ file, label }) => (
        <Button
          key={file}
          size="small"
          icon={<DownloadOutlined />}
          href={qrDownloadPath(set.id, file)}
          download
          aria-label={t('download.named', { format: label, name: set.name })}
          // The count of downloads shown in the list grows with this one.
          onClick={() => setTimeout(() => void client.invalidateQueries({ queryKey: qrCreatorKeys.sets }), 1000)}
          data-testid={`qr-download-${file.split('.')[1]}`}
        >
          {label}
        </Button>
      ))}
    </Space>
  );
}
