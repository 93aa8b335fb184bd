import { Checkbox, Flex, Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { traceEvents } from '@seal/shared';
import { useSites } from '../api/use-sites';

const OPTIONS = ['canDeclareContainers', 'severalReferences', 'public', 'sharedWithEntities', 'startEvent'] as const;

/** A model's options, target choice, EPCIS business step and disposition, and sites. */
export function ModelSettingsFields() {
  const { t } = useTranslation('trace-events');
  const sites = useSites();
  return (
    <>
      <Form.Item label={t('model.options')}>
        <Flex gap="middle" wrap>
          {OPTIONS.map((option) => (
            <Form.Item key={option} name={['options', option]} valuePropName="checked" noStyle>
              <Checkbox data-testid={`option-${option}`}>{t(`options.${option}`)}</Checkbox>
            </Form.Item>
          ))}
        </Flex>
      </Form.Item>
      <Form.Item name="target" label={t('model.target')} required>
        <Radio.Group
          options={traceEvents.EVENT_TARGET_CHOICES.map((value) => ({ value, label: t(`targets.${value}`) }))}
          data-testid="model-target"
        />
      </Form.Item>
      <Flex gap="middle" wrap>
        <Form.Item name="bizStep" label={t('model.bizStep')} required>
          <Select
            style={{ minWidth: 220 }}
            showSearch={{ optionFilterProp: 'label' }}
            options={traceEvents.CBV_BUSINESS_STEPS.map((value) => ({ value, label: t(`bizSteps.${value}`) }))}
            data-testid="model-biz-step"
          />
        </Form.Item>
        <Form.Item name="disposition" label={t('model.disposition')}>
          <Select
            style={{ minWidth: 220 }}
            allowClear
            placeholder={t('model.noDisposition')}
            options={traceEvents.CBV_DISPOSITIONS.map((value) => ({ value, label: t(`dispositions.${value}`) }))}
            data-testid="model-disposition"
          />
        </Form.Item>
      </Flex>
      <Form.Item name="siteIds" label={t('model.sites')} tooltip={t('model.sitesHelp')}>
        <Select
          mode="multiple"
          loading={sites.isPending}
          options={sites.data ?? []}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('model.allSites')}
          data-testid="model-sites"
        />
      </Form.Item>
    </>
  );
}
