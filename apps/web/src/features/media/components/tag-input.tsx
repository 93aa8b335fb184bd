import { AutoComplete } from 'antd';
import { useTranslation } from 'react-i18next';
import { media } from '@seal/shared';
import { useMediaTags } from '../api/use-media-tags';

export interface TagInputProps {
  value?: string | null;
  onChange?: (tag: string) => void;
  testId?: string;
}

/** A free tag, with the tags already in use suggested as the user types. */
export function TagInput({ value, onChange, testId }: TagInputProps) {
  const { t } = useTranslation('media');
  const tags = useMediaTags();
  return (
    <AutoComplete
      value={value ?? ''}
      onChange={(text: string) => onChange?.(text)}
      options={(tags.data ?? []).map((tag) => ({ value: tag }))}
      showSearch={{
        filterOption: (input, option) =>
          String(option?.value ?? '')
            .toLowerCase()
            .includes(input.toLowerCase()),
      }}
      maxLength={media.MEDIA_TAG_MAX}
      placeholder={t('fields.tagPlaceholder')}
      allowClear
      data-testid={testId}
    />
  );
}
