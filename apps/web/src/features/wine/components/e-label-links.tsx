import { DownloadOutlined, ExportOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { wine } from '@seal/shared';
import { showError } from '../../../api/error-message';
import { downloadELabelQr } from '../api/download-e-label-qr';

/** A wine's e-label in the list: its public page (once published) and its QR code to download. */
export function ELabelLinks({ row }: { row: wine.WineRow }) {
  const { t } = useTranslation('wine');
  const state = row.eLabelState;
  if (!state) return <Tag data-testid="elabel-state">{t('list.noELabel')}</Tag>;
  const download = (format: 'svg' | 'png') => downloadELabelQr(row.id, format).catch(showError);
  return (
    <Flex gap="small" wrap align="center">
      {state.published ? (
        <Button
          size="small"
          type="link"
          href={state.publicUrl}
          target="_blank"
          rel="noopener"
          icon={<ExportOutlined />}
          data-testid="elabel-open"
        >
          {t('list.openELabel')}
        </Button>
      ) : (
        <Tag data-testid="elabel-state">{t('list.unpublished')}</Tag>
      )}
      <Dropdown
        menu={{
          items: (['svg', 'png'] as const).map((format) => ({
            key: format,
            label: format.toUpperCase(),
            onClick: () => void download(format),
          })),
        }}
      >
        <Button
          size="small"
          icon={<DownloadOutlined />}
          aria-label={t('list.qrNamed', { name: row.name })}
          data-testid="elabel-qr"
        >
          {t('list.qr')}
        </Button>
      </Dropdown>
    </Flex>
  );
}
