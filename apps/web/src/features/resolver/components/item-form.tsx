import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { THEME_LANGUAGES } from '@seal/shared/themes/document';
import type { resolver } from '@seal/shared';
import { ResourceForm } from '../../../components/resource-form/resource-form';
import { saveItem } from '../api/save-item';
import { savingWithFields } from '../model/field-errors';
import { itemFormSchema, itemFormValues } from '../model/form-values';
import { linkTypeOptions } from '../model/link-types';
import { CancelButton, useAfterSave } from './form-navigation';

const LIST = '/products/resolver/item/list';

/** An item of the menus: its label, where it leads, its GS1 link type and its language. */
export function ItemForm({ item }: { item: resolver.ResolverItem | undefined }) {
  const { t } = useTranslation('resolver');
  const afterSave = useAfterSave(LIST, item ? 'item.saved' : 'item.created');
  return (
    <ResourceForm
      schema={itemFormSchema}
      mode={item ? 'edit' : 'create'}
      initialValues={itemFormValues(item)}
      onSubmit={(values) => savingWithFields(() => saveItem(values), 'label')}
      onSuccess={afterSave}
      actions={<CancelButton listPath={LIST} />}
      testId="item-form"
    >
      <Form.Item name="label" label={t('item.label')} required>
        <Input maxLength={100} data-testid="item-label" />
      </Form.Item>
      <Form.Item name="url" label={t('item.url')} required extra={t('item.urlHelp')}>
        <Input inputMode="url" data-testid="item-url" />
      </Form.Item>
      <Form.Item name="linkType" label={t('item.linkType')} extra={t('item.linkTypeHelp')}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          options={[{ value: '', label: t('item.noLinkType') }, ...linkTypeOptions(t)]}
          data-testid="item-link-type"
        />
      </Form.Item>
      <Form.Item name="language" label={t('item.language')}>
        <Select
          options={[
            { value: '', label: t('item.everyLanguage') },
            ...THEME_LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) })),
          ]}
          data-testid="item-language"
        />
      </Form.Item>
    </ResourceForm>
  );
}
