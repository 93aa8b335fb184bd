import { CheckCircleTwoTone, WarningTwoTone } from '@ant-design/icons';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { normaliseReference, readReference, referenceSymbols } from '@seal/shared';

export interface ReferenceInputProps {
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  testId?: string;
}

/**
 * What a person types, shown as the reference it reads as once it has its 12 symbols (any case,
 * blanks or dashes, O for 0, I for 1); a mark tells at once whether its check character matches.
 */
export const typedReference = (text: string) =>
  referenceSymbols(text) ? normaliseReference(text) : text.toUpperCase();

export function ReferenceInput({ value = '', onChange, placeholder, testId }: ReferenceInputProps) {
  const { t } = useTranslation('activation');
  const reading = referenceSymbols(value) ? readReference(value) : undefined;
  const mark = !reading ? null : reading.ok ? (
    <CheckCircleTwoTone twoToneColor="#52c41a" aria-label={t('references.valid')} data-testid="reference-valid" />
  ) : (
    <WarningTwoTone twoToneColor="#faad14" aria-label={t('problems.check')} title={t('problems.check')} />
  );
  return (
    <Input
      value={value}
      onChange={(event) => onChange?.(typedReference(event.target.value))}
      placeholder={placeholder ?? 'ABCD-1234-EFGH'}
      maxLength={24}
      autoComplete="off"
      spellCheck={false}
      suffix={mark ?? <span />}
      style={{ fontFamily: 'monospace', maxWidth: 320 }}
      data-testid={testId}
    />
  );
}
