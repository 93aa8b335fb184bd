import { Col, Form, Input, Row, Select } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { wine } from '@seal/shared';
import { notify } from '../../../api/notify';
import { useRights } from '../../../api/session';
import { MediaPicker } from '../../../components/media-picker/media-picker';
import { ResourceForm } from '../../../components/resource-form/resource-form';
import { wineKeys } from '../api/keys';
import { saveEstate } from '../api/save-estate';
import { estateFormValues } from '../model/estate-values';
import { WINE_PATHS } from '../model/paths';
import { CancelButton } from './cancel-button';

const prose = { autoSize: { minRows: 3, maxRows: 10 }, maxLength: wine.ESTATE_PROSE_MAX, showCount: true } as const;

/**
 * An estate: its name, its producer, its address, its history, vineyard and terroir, and its
 * emblem and picture chosen in the media library (or uploaded there).
 */
export function EstateForm({ estate }: { estate: wine.Estate | undefined }) {
  const { t } = useTranslation('wine');
  const navigate = useNavigate();
  const client = useQueryClient();
  const rights = useRights();
  const canUpload = Boolean(rights['prod.create'] || rights['prod.edit']);
  return (
    <ResourceForm
      schema={wine.zEstateFields}
      mode={estate ? 'edit' : 'create'}
      initialValues={estateFormValues(estate)}
      onSubmit={(values) => saveEstate(values, estate?.id)}
      onSuccess={() => {
        void client.invalidateQueries({ queryKey: wineKeys.all });
        notify.success(t(estate ? 'estate.saved' : 'estate.created'));
        void navigate(WINE_PATHS.estates);
      }}
      actions={<CancelButton to={WINE_PATHS.estates} />}
      testId="estate-form"
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t('estate.name')} required extra={t('help.text')}>
            <Input maxLength={45} data-testid="estate-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="producerName" label={t('estate.producerName')} required extra={t('help.text')}>
            <Input maxLength={45} data-testid="estate-producer" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="producerType" label={t('estate.producerType')} required>
        <Select
          options={wine.PRODUCER_TYPES.map((value) => ({ value, label: t(`producerTypes.${value}`) }))}
          data-testid="estate-producer-type"
        />
      </Form.Item>
      <Form.Item name="address" label={t('estate.address')} required extra={t('help.address')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={200} data-testid="estate-address" />
      </Form.Item>
      <Form.Item name="history" label={t('estate.history')}>
        <Input.TextArea {...prose} data-testid="estate-history" />
      </Form.Item>
      <Form.Item name="vineyard" label={t('estate.vineyard')} extra={t('estate.vineyardHelp')}>
        <Input.TextArea {...prose} data-testid="estate-vineyard" />
      </Form.Item>
      <Form.Item name="terroir" label={t('estate.terroir')} extra={t('estate.terroirHelp')}>
        <Input.TextArea {...prose} data-testid="estate-terroir" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="emblemMediaId" label={t('estate.emblem')}>
            <MediaPicker canUpload={canUpload} testId="estate-emblem" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="pictureMediaId" label={t('estate.picture')}>
            <MediaPicker canUpload={canUpload} testId="estate-picture" />
          </Form.Item>
        </Col>
      </Row>
    </ResourceForm>
  );
}
