import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { traceEvents } from '@seal/shared';
import { DynamicValueInput } from '../../../components/dynamic-value-input';
import { currentLanguage } from '../../../i18n';

/** The model's data items as inputs by format; a list keeps its choice's English label as value. */
export function DataValuesFields({ items }: { items: traceEvents.EventModelItem[] }) {
  const { t } = useTranslation('trace-events');
  const language = currentLanguage();
  return items.map((item, index) => (
    <Form.Item
      key={item.aiTag}
      name={['data', item.aiTag]}
      label={traceEvents.localised(item.label, language)}
      required={item.mandatory}
      extra={item.format === 'masked_text' && item.mask ? t('event.maskHint', { mask: item.mask }) : undefined}
    >
      <DynamicValueInput
        item={{ format: item.format, mask: item.mask, values: item.listItems.map((choice) => choice.label.en) }}
        choices={item.listItems.map((choice) => ({
          value: choice.label.en,
          label: traceEvents.localised(choice.label, language),
        }))}
        countryPlaceholder={t('event.chooseCountry')}
        testId={`event-data-${index}`}
      />
    </Form.Item>
  ));
}
