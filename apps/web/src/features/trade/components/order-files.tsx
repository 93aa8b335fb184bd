import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { trade } from '@seal/shared';
import { tradeFileUrl } from '../api/file-urls';
import { DownloadButton } from '../../../components/download/download-button';

/** The order's files (delivery note, QR codes sheet): a download once ready, "not ready" while a job prepares them. */
export function OrderFiles({ orderId, files }: { orderId: string; files: trade.OrderFile[] }) {
  const { t } = useTranslation('trade');
  if (files.length === 0) return <p>{t('files.none')}</p>;
  return (
    <Flex vertical gap="small" data-testid="order-files">
      {files.map((file) => (
        <Flex key={file.id} gap="middle" align="center" justify="space-between" wrap>
          <span>{file.name}</span>
          {file.readyAt ? (
            <DownloadButton url={tradeFileUrl.orderFile(orderId, file.id)} fileName={file.name} testId="order-file">
              {t('files.download')}
            </DownloadButton>
          ) : (
            <Tag data-testid="file-not-ready">{t('files.notReady')}</Tag>
          )}
        </Flex>
      ))}
    </Flex>
  );
}
