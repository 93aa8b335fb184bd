import { DatePicker, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { activation, LIMITS, type products } from '@seal/shared';
import { MediaPicker } from './media-picker/media-picker';
import { CountrySelect } from './country-select';

export interface DynamicValueInputProps {
  item: Pick<products.DynamicDataItem, 'format' | 'mask' | 'values'>;
  /** The choices of a list when what is shown differs from the value kept (translated labels). */
  choices?: { value: string; label: string }[];
  /** What an empty country select says, in the words of the screen using it. */
  countryPlaceholder: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  testId?: string;
}

const DAY = 'YYYY-MM-DD';
const DAY_TIME = 'YYYY-MM-DDTHH:mm';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The input of one dynamic data value, as its format wants it; the value is always a string. A
 * product's dynamic data at activation and an event model's data items at declaration use it.
 */
export function DynamicValueInput({
  item,
  choices,
  countryPlaceholder,
  value,
  onChange,
  testId,
}: DynamicValueInputProps) {
  const text = value ?? '';
  const set = (next: string | null | undefined) => onChange?.(next ? next : null);
  switch (item.format) {
    case 'date':
    case 'extended_date': {
      const format = item.format === 'date' ? DAY : DAY_TIME;
      return (
        <DatePicker
          value={text ? dayjs(text, format) : null}
          onChange={(day: Dayjs | null) => set(day?.format(format))}
          showTime={item.format === 'extended_date' ? { format: 'HH:mm' } : false}
          format={item.format === 'date' ? DAY : 'YYYY-MM-DD HH:mm'}
          data-testid={testId}
        />
      );
    }
    case 'list':
      return (
        <Select
          value={text || undefined}
          onChange={(choice: string | undefined) => set(choice)}
          options={choices ?? item.values.map((choice) => ({ value: choice, label: choice }))}
          allowClear
          style={{ maxWidth: 360 }}
          data-testid={testId}
        />
      );
    case 'country':
      return (
        <CountrySelect
          value={text || null}
          onChange={set}
          testId={testId}
          placeholder={countryPlaceholder}
          style={{ width: '100%' }}
        />
      );
    case 'file':
      return <MediaPicker value={text || null} onChange={set} testId={testId} />;
    case 'long_text':
      return (
        <Input.TextArea
          value={text}
          onChange={(event) => set(event.target.value)}
          maxLength={activation.DYNAMIC_DATA_LONG_TEXT_MAX}
          autoSize={{ minRows: 3, maxRows: 8 }}
          data-testid={testId}
        />
      );
    default:
      return (
        <Input
          value={text}
          onChange={(event) => {
            const typed = event.target.value;
            set(
              item.format === 'uppercase_text'
                ? typed.toUpperCase()
                : item.format === 'capitalised_text'
                  ? capitalised(typed)
                  : typed,
            );
          }}
          inputMode={item.format === 'number' ? 'decimal' : undefined}
          placeholder={item.format === 'masked_text' ? (item.mask ?? undefined) : undefined}
          maxLength={item.format === 'masked_text' && item.mask ? item.mask.length : LIMITS.text.max}
          style={{ maxWidth: 480 }}
          data-testid={testId}
        />
      );
  }
}
