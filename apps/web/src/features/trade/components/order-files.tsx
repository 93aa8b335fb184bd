import { List, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { trade } from '@seal/shared';
import { tradeFileUrl } from '../api/download-file';
import { DownloadButton } from './download-button';

/** The order's files (delivery note, QR codes sheet): a download once ready, "not ready" while a job prepares them. */
export function OrderFiles({ orderId, files }: { orderId: string; files: trade.OrderFile[] }) {
  const { t } = useTranslation('trade');
  if (files.length === 0) return <p>{t('files.none')}</p>;
  return (
    <List
      size="small"
      dataSource={files}
      data-testid="order-files"
      renderItem={(file) => (
        <List.Item
          actions={[
            file.readyAt ? (
              <DownloadButton
                key="download"
                url={tradeFileUrl.orderFile(orderId, file.id)}
                fileName={file.name}
                testId="order-file"
              >
                {t('files.download')}
              </DownloadButton>
            ) : (
              <Tag key="wait" color="default" data-testid="file-not-ready">
                {t('files.notReady')}
              </Tag>
            ),
          ]}
        >
          {file.name}
        </List.Item>
      )}
    />
  );
}
