import { useEffect } from 'react';
import { Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  QR_LABEL_MAX,
  QR_LINKS_OF,
  QR_MODULE_MM,
  QR_QUIET_ZONE,
  QR_SET_MAX_CODES,
  QR_SET_NAME_MAX,
  QR_SYMBOLOGIES,
  QR_TARGETS,
  type QrLink,
  type QrTarget,
} from '@seal/shared/contract/qr-creator';
import { RemoteSelect } from '../../../components/remote-select/remote-select';
import { currentLanguage } from '../../../i18n';
import { qrCreatorKeys } from '../api/keys';
import { productLabelOf, searchProducts } from '../api/product-options';

/**
 * The fields of a set: what it is for (a product, or a range of seals), what its codes carry,
 * their symbology, size and label. Fields of the other kind of set are hidden; a link the kind
 * does not offer is replaced by its first.
 */
export function SetFields() {
  const { t } = useTranslation('qr-creator');
  const form = Form.useFormInstance();
  const target = Form.useWatch<QrTarget | undefined>('target', form) ?? 'product';
  const link = Form.useWatch<QrLink | undefined>('link', form);
  useEffect(() => {
    if (link && !QR_LINKS_OF[target].includes(link)) form.setFieldValue('link', QR_LINKS_OF[target][0]);
  }, [form, target, link]);
  const needsProduct = target === 'product' || link === 'digitalLink';

  return (
    <>
      <Form.Item name="name" label={t('fields.name')} required extra={t('fields.nameHelp')}>
        <Input maxLength={QR_SET_NAME_MAX} data-testid="qr-name" />
      </Form.Item>
      <Form.Item name="target" label={t('fields.target')} required>
        <Radio.Group
          optionType="button"
          options={QR_TARGETS.map((value) => ({ value, label: t(`targets.${value}`) }))}
          data-testid="qr-target"
        />
      </Form.Item>
      <Form.Item name="link" label={t('fields.link')} required extra={t(`linkHelp.${link ?? 'digitalLink'}`)}>
        <Select
          options={QR_LINKS_OF[target].map((value) => ({ value, label: t(`links.${value}`) }))}
          data-testid="qr-link"
        />
      </Form.Item>
      {needsProduct && (
        <Form.Item name="productId" label={t('fields.product')} required>
          <RemoteSelect
            queryKey={[...qrCreatorKeys.products, currentLanguage()]}
            search={searchProducts}
            labelOf={{
              queryKey: (value) => [...qrCreatorKeys.products, 'label', value],
              fetch: productLabelOf,
            }}
            placeholder={t('fields.productSearch')}
            notFound={t('fields.productNone')}
            testId="qr-product"
          />
        </Form.Item>
      )}
      {target === 'product' ? (
        <Form.Item name="copies" label={t('fields.copies')} extra={t('fields.copiesHelp', { max: QR_SET_MAX_CODES })}>
          <InputNumber min={1} max={QR_SET_MAX_CODES} precision={0} data-testid="qr-copies" />
        </Form.Item>
      ) : (
        <>
          <Form.Item name="firstReference" label={t('fields.firstReference')} required>
            <Input maxLength={40} autoComplete="off" data-testid="qr-first" />
          </Form.Item>
          <Form.Item
            name="lastReference"
            label={t('fields.lastReference')}
            required
            extra={t('fields.rangeHelp', { max: QR_SET_MAX_CODES })}
          >
            <Input maxLength={40} autoComplete="off" data-testid="qr-last" />
          </Form.Item>
        </>
      )}
      <Form.Item name="symbology" label={t('fields.symbology')} extra={t('fields.symbologyHelp')}>
        <Radio.Group
          optionType="button"
          options={QR_SYMBOLOGIES.map((value) => ({ value, label: t(`symbologies.${value}`) }))}
          data-testid="qr-symbology"
        />
      </Form.Item>
      <Form.Item name="moduleMm" label={t('fields.moduleMm')} extra={t('fields.moduleMmHelp')}>
        <InputNumber min={QR_MODULE_MM.min} max={QR_MODULE_MM.max} step={0.05} suffix="mm" data-testid="qr-module" />
      </Form.Item>
      <Form.Item name="quietZone" label={t('fields.quietZone')} extra={t('fields.quietZoneHelp')}>
        <InputNumber min={QR_QUIET_ZONE.min} max={QR_QUIET_ZONE.max} precision={0} data-testid="qr-quiet" />
      </Form.Item>
      <Form.Item name="labelText" label={t('fields.labelText')} extra={t('fields.labelTextHelp')}>
        <Input maxLength={QR_LABEL_MAX} data-testid="qr-label" />
      </Form.Item>
      {target === 'seals' && (
        <Form.Item name="labelReference" label={t('fields.labelReference')} valuePropName="checked">
          <Switch data-testid="qr-label-reference" />
        </Form.Item>
      )}
    </>
  );
}
