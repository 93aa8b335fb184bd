import { Drawer, Form, Input, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { resolver } from '@seal/shared';
import { THEME_LANGUAGES } from '@seal/shared/themes/document';
import { notify } from '../../../api/notify';
import { ResourceForm } from '../../../components/resource-form/resource-form';
import { resolverKeys } from '../api/keys';
import { updateLinks } from '../api/update-links';
import { linksFormSchema, linksFormValues } from '../model/form-values';

interface Props {
  /** The product whose links are edited; null: the drawer is closed. */
  row: resolver.ProductLinks | null;
  onClose: () => void;
}

/** A product's page URL and redirect URL per language; an empty field removes that link. */
export function LinksDrawer({ row, onClose }: Props) {
  const { t } = useTranslation('resolver');
  const client = useQueryClient();
  return (
    <Drawer
      open={row !== null}
      onClose={onClose}
      title={row ? t('links.editTitle', { product: row.title }) : ''}
      size="large"
      destroyOnHidden
      data-testid="links-drawer"
    >
      {row && (
        <>
          <Typography.Paragraph type="secondary">{t(`modes.${row.resolverMode}`)}</Typography.Paragraph>
          <ResourceForm
            key={row.productId}
            schema={linksFormSchema}
            mode="edit"
            initialValues={linksFormValues(row)}
            onSubmit={updateLinks}
            onSuccess={() => {
              void client.invalidateQueries({ queryKey: resolverKeys.links });
              notify.success(t('links.saved'));
              onClose();
            }}
            testId="links-form"
          >
            <Form.Item name="productPageUrl" label={t('links.pageUrl')} extra={t('links.pageUrlHelp')}>
              <Input inputMode="url" data-testid="links-page-url" />
            </Form.Item>
            {THEME_LANGUAGES.map((language) => (
              <Form.Item
                key={language}
                name={['redirectUrls', language]}
                label={t('links.redirectFor', { language: t(`languages.${language}`) })}
              >
                <Input inputMode="url" data-testid={`links-redirect-${language}`} />
              </Form.Item>
            ))}
          </ResourceForm>
        </>
      )}
    </Drawer>
  );
}
