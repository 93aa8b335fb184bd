import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { resolver } from '@seal/shared';
import { THEME_FONTS, type ThemeFont } from '@seal/shared/themes/document';
import { useRights } from '../../../api/session';
import { MediaPicker } from '../../../components/media-picker/media-picker';
import { RemoteSelect } from '../../../components/remote-select/remote-select';
import { searchProducts } from '../../../components/remote-select/search-products';
import { ResourceForm } from '../../../components/resource-form/resource-form';
import { productTitle } from '../api/product-title';
import { saveMenu } from '../api/save-menu';
import { useChoices } from '../api/use-choices';
import { savingWithFields } from '../model/field-errors';
import { menuFormValues } from '../model/form-values';
import { ColourField } from './colour-field';
import { CancelButton, useAfterSave } from './form-navigation';
import { MenuItemsField } from './menu-items-field';
import { MenuLivePreview } from './menu-live-preview';

const LIST = '/products/resolver/list';

/**
 * A menu: its header, footer and items in order, its look (logo, background image, colours, font)
 * and the products it serves, with the consumer's view beside the form as it is edited.
 */
export function MenuForm({ menu }: { menu: resolver.ResolverMenu | undefined }) {
  const { t } = useTranslation('resolver');
  const rights = useRights();
  const canUpload = Boolean(rights['prod.create'] || rights['prod.edit']);
  const afterSave = useAfterSave(LIST, menu ? 'menu.saved' : 'menu.created');
  const items = useChoices('items');
  const headers = useChoices('headers');
  const footers = useChoices('footers');
  const byName = (rows: readonly { id: string; name: string }[] | undefined) =>
    (rows ?? []).map((row) => ({ value: row.id, label: row.name }));
  const colour = (name: 'background' | 'color' | 'accent') => (
    <Col xs={24} sm={8}>
      <Form.Item name={name} label={t(`fields.${name}`)} required>
        <ColourField label={t(`fields.${name}`)} testId={`menu-${name}`} />
      </Form.Item>
    </Col>
  );

  return (
    <ResourceForm
      schema={resolver.saveMenu.input}
      mode={menu ? 'edit' : 'create'}
      initialValues={menuFormValues(menu)}
      onSubmit={(values) => savingWithFields(() => saveMenu(values))}
      onSuccess={afterSave}
      actions={<CancelButton listPath={LIST} />}
      testId="menu-form"
    >
      <Row gutter={[24, 0]}>
        <Col xs={24} xl={14}>
          <Form.Item name="name" label={t('fields.name')} required extra={t('fields.nameHelp')}>
            <Input maxLength={resolver.RESOLVER_NAME_MAX} data-testid="menu-name" />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item name="headerId" label={t('menu.header')}>
                <Select
                  allowClear
                  loading={headers.isPending}
                  options={byName(headers.data)}
                  data-testid="menu-header"
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="footerId" label={t('menu.footer')}>
                <Select
                  allowClear
                  loading={footers.isPending}
                  options={byName(footers.data)}
                  data-testid="menu-footer"
                />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="itemIds" label={t('menu.items')} extra={t('menu.itemsHelp')}>
            <MenuItemsField items={items.data ?? []} />
          </Form.Item>
          <Form.Item name="productIds" label={t('menu.products')} extra={t('menu.productsHelp')}>
            <RemoteSelect
              mode="multiple"
              queryKey={['resolver', 'product-options']}
              search={searchProducts}
              labelOf={{ queryKey: (id) => ['resolver', 'product-title', id], fetch: productTitle }}
              testId="menu-served-products"
            />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item name="logoMediaId" label={t('fields.logo')}>
                <MediaPicker canUpload={canUpload} testId="menu-logo" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="backgroundMediaId" label={t('menu.backgroundImage')}>
                <MediaPicker canUpload={canUpload} testId="menu-background-image" />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={16}>
            {colour('background')}
            {colour('color')}
            {colour('accent')}
          </Row>
          <Form.Item name="font" label={t('menu.font')}>
            <Select
              options={(Object.keys(THEME_FONTS) as ThemeFont[]).map((font) => ({
                value: font,
                label: <span style={{ fontFamily: THEME_FONTS[font] }}>{t(`fonts.${font}`)}</span>,
              }))}
              data-testid="menu-font"
            />
          </Form.Item>
        </Col>
        <Col xs={24} xl={10}>
          <div style={{ position: 'sticky', top: 16, marginBottom: 24 }}>
            <MenuLivePreview items={items.data ?? []} headers={headers.data ?? []} footers={footers.data ?? []} />
          </div>
        </Col>
      </Row>
    </ResourceForm>
  );
}
