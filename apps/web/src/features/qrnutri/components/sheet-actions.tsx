import { DownloadOutlined, ExportOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { QrType } from '@seal/shared';
import type { NutritionSheetRow } from '@seal/shared/contract/qrnutri';
import { showError } from '../../../api/error-message';
import { ConfirmAction } from '../../../components/confirm-action/confirm-action';
import { downloadQr } from '../api/download-qr';
import { qrnutriKeys } from '../api/keys';
import { publishSheet } from '../api/publish-sheet';
import { removeSheet } from '../api/remove-sheet';

/** Where printed QR codes are ordered: the trade area's quotation request, told what to print. */
export const orderPrintedHref = (productId: string) =>
  `/trade/requestaquotation?${new URLSearchParams({ product: productId, qrType: 'nutritionQr' satisfies QrType }).toString()}`;

/** A sheet's actions: its QR code (SVG, PNG, printed), its public page, and with fiche_create the changes. */
export function SheetActions({ row, canEdit }: { row: NutritionSheetRow; canEdit: boolean }) {
  const { t } = useTranslation('qrnutri');
  const navigate = useNavigate();
  const download = (format: 'svg' | 'png') => void downloadQr(row.id, format).catch(showError);
  return (
    <Flex gap="small" wrap>
      <Dropdown
        menu={{
          items: [
            { key: 'svg', label: t('actions.svg'), onClick: () => download('svg') },
            { key: 'png', label: t('actions.png'), onClick: () => download('png') },
          ],
        }}
      >
        <Button size="small" icon={<DownloadOutlined />} data-testid="sheet-qr">
          {t('actions.qr')}
        </Button>
      </Dropdown>
      <Button
        size="small"
        type="link"
        icon={<ExportOutlined />}
        href={row.publicUrl}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="sheet-public-page"
      >
        {t('actions.publicPage')}
      </Button>
      <Link to={orderPrintedHref(row.productId)} data-testid="sheet-order">
        <ShoppingCartOutlined /> {t('actions.order')}
      </Link>
      <Button
        size="small"
        type="link"
        onClick={() => void navigate(`/qrnutri/edit?id=${row.id}`)}
        data-testid="sheet-edit"
      >
        {canEdit ? t('actions.edit') : t('actions.view')}
      </Button>
      {canEdit && (
        <>
          <ConfirmAction
            title={t(row.published ? 'actions.withdrawConfirm' : 'actions.publishConfirm')}
            mutationFn={() => publishSheet(row.id, !row.published)}
            invalidate={[qrnutriKeys.all]}
            successMessage={t(row.published ? 'actions.withdrawn' : 'actions.published')}
            button={{ size: 'small', type: 'link' }}
            testId="sheet-publish"
          >
            {t(row.published ? 'actions.withdraw' : 'actions.publish')}
          </ConfirmAction>
          <ConfirmAction
            title={t('actions.removeConfirm', { name: row.productTitle })}
            mutationFn={() => removeSheet(row.id)}
            invalidate={[qrnutriKeys.all]}
            successMessage={t('actions.removed')}
            danger
            button={{ size: 'small', type: 'link' }}
            testId="sheet-remove"
          >
            {t('actions.remove')}
          </ConfirmAction>
        </>
      )}
    </Flex>
  );
}
