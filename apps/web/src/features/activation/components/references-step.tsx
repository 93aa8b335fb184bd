import { Col, Form, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { REFERENCE_SHAPE, type SealMethod } from '../model/seal-methods';
import { ReferenceInput } from './reference-input';
import { ReferenceListInput } from './reference-list-input';

/** The fields naming the seals, as the chosen method wants them. */
export function ReferencesStep() {
  const { t } = useTranslation('activation');
  const method = Form.useWatch<SealMethod | undefined>('method', { preserve: true }) ?? 'single';
  switch (REFERENCE_SHAPE[method]) {
    case 'one':
      return (
        <Form.Item
          name="reference"
          label={t(method === 'reel' ? 'fields.reelReference' : 'fields.reference')}
          extra={t(method === 'reel' ? 'references.reelHint' : 'references.singleHint')}
          required
        >
          <ReferenceInput testId="reference" />
        </Form.Item>
      );
    case 'range':
      return (
        <>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="first" label={t('fields.first')} required>
                <ReferenceInput testId="reference-first" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="last" label={t('fields.last')} required>
                <ReferenceInput testId="reference-last" />
              </Form.Item>
            </Col>
          </Row>
          <Typography.Paragraph type="secondary">{t('references.rangeHint')}</Typography.Paragraph>
        </>
      );
    case 'list':
      return (
        <Form.Item
          name="referenceList"
          label={t(method === 'reels' ? 'fields.reelList' : 'fields.referenceList')}
          extra={t(method === 'reels' ? 'references.reelsHint' : 'references.listHint')}
          required
        >
          <ReferenceListInput testId="reference-list" />
        </Form.Item>
      );
  }
}
