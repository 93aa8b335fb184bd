import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { resolver } from '@seal/shared';
import { ResourceForm } from '../../../components/resource-form/resource-form';
import { saveFooter } from '../api/save-footer';
import { savingWithFields } from '../model/field-errors';
import { footerFormValues } from '../model/form-values';
import { ColourField } from './colour-field';
import { CancelButton, useAfterSave } from './form-navigation';

const LIST = '/products/resolver/footer/list';

/** A footer of the menus: its text (legal notice, contact...) and its colours. */
export function FooterForm({ footer }: { footer: resolver.ResolverFooter | undefined }) {
  const { t } = useTranslation('resolver');
  const afterSave = useAfterSave(LIST, footer ? 'footer.saved' : 'footer.created');
  return (
    <ResourceForm
      schema={resolver.saveFooter.input}
      mode={footer ? 'edit' : 'create'}
      initialValues={footerFormValues(footer)}
      onSubmit={(values) => savingWithFields(() => saveFooter(values))}
      onSuccess={afterSave}
      actions={<CancelButton listPath={LIST} />}
      testId="footer-form"
    >
      <Form.Item name="name" label={t('fields.name')} required extra={t('fields.nameHelp')}>
        <Input maxLength={resolver.RESOLVER_NAME_MAX} data-testid="footer-name" />
      </Form.Item>
      <Form.Item name="text" label={t('footer.text')} required>
        <Input.TextArea
          autoSize={{ minRows: 3, maxRows: 8 }}
          maxLength={resolver.RESOLVER_TEXT_MAX}
          data-testid="footer-text"
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="background" label={t('fields.background')} required>
            <ColourField label={t('fields.background')} testId="footer-background" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="color" label={t('fields.color')} required>
            <ColourField label={t('fields.color')} testId="footer-color" />
          </Form.Item>
        </Col>
      </Row>
    </ResourceForm>
  );
}
