import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { resolver } from '@seal/shared';
import { MenuPreview } from './menu-preview';

type MenuValues = Omit<resolver.ResolverMenu, 'id' | 'updatedAt'>;

interface Props {
  items: readonly resolver.ResolverItem[];
  headers: readonly resolver.ResolverHeader[];
  footers: readonly resolver.ResolverFooter[];
}

/** The preview of the menu form's current values (drawn inside the form, whose values it watches). */
export function MenuLivePreview({ items, headers, footers }: Props) {
  const { t } = useTranslation('resolver');
  const form = Form.useFormInstance();
  const values = Form.useWatch((all: Partial<MenuValues>) => all, { form, preserve: true }) ?? {};
  const byId = new Map(items.map((item) => [item.id, item]));
  const menu = {
    ...values,
    items: (values.itemIds ?? []).flatMap((id) => byId.get(id) ?? []),
    header: headers.find((header) => header.id === values.headerId),
    footer: footers.find((footer) => footer.id === values.footerId),
  };
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {t('menu.preview')}
      </Typography.Title>
      <MenuPreview menu={menu} />
    </>
  );
}
