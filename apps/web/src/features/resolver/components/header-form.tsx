import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { resolver } from '@seal/shared';
import { useRights } from '../../../api/session';
import { MediaPicker } from '../../../components/media-picker/media-picker';
import { ResourceForm } from '../../../components/resource-form/resource-form';
import { saveHeader } from '../api/save-header';
import { savingWithFields } from '../model/field-errors';
import { headerFormValues } from '../model/form-values';
import { ColourField } from './colour-field';
import { CancelButton, useAfterSave } from './form-navigation';

const LIST = '/products/resolver/header/list';

/** A header of the menus: its title and subtitle, a logo of the media library, its colours. */
export function HeaderForm({ header }: { header: resolver.ResolverHeader | undefined }) {
  const { t } = useTranslation('resolver');
  const rights = useRights();
  const afterSave = useAfterSave(LIST, header ? 'header.saved' : 'header.created');
  return (
    <ResourceForm
      schema={resolver.saveHeader.input}
      mode={header ? 'edit' : 'create'}
      initialValues={headerFormValues(header)}
      onSubmit={(values) => savingWithFields(() => saveHeader(values))}
      onSuccess={afterSave}
      actions={<CancelButton listPath={LIST} />}
      testId="header-form"
    >
      <Form.Item name="name" label={t('fields.name')} required extra={t('fields.nameHelp')}>
        <Input maxLength={resolver.RESOLVER_NAME_MAX} data-testid="header-name" />
      </Form.Item>
      <Form.Item name="title" label={t('header.title')} required>
        <Input maxLength={resolver.RESOLVER_NAME_MAX} data-testid="header-title" />
      </Form.Item>
      <Form.Item name="subtitle" label={t('header.subtitle')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} data-testid="header-subtitle" />
      </Form.Item>
      <Form.Item name="logoMediaId" label={t('fields.logo')}>
        <MediaPicker canUpload={Boolean(rights['prod.create'] || rights['prod.edit'])} testId="header-logo" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="background" label={t('fields.background')} required>
            <ColourField label={t('fields.background')} testId="header-background" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="color" label={t('fields.color')} required>
            <ColourField label={t('fields.color')} testId="header-color" />
          </Form.Item>
        </Col>
      </Row>
    </ResourceForm>
  );
}
