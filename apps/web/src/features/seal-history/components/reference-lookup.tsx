import { useState } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { detectCode, normaliseReference, readReference } from '@seal/shared';

/**
 * The reference to look up, normalised as typed (case, blanks, dashes, O for 0, I or L for 1).
 * Its check character catches a typo before the server is asked. A container's code is taken as
 * typed: the page shows that container.
 */
export function ReferenceLookup({ initial, onLookUp }: { initial: string; onLookUp: (ref: string) => void }) {
  const { t } = useTranslation('seal-history');
  const [value, setValue] = useState(initial ? normaliseReference(initial) : '');
  const [error, setError] = useState<string | null>(initial ? readingError(initial) : null);

  function readingError(text: string): string | null {
    const reading = readReference(text);
    if (reading.ok || detectCode(text) === 'container') return null;
    return reading.reason === 'check' ? t('lookup.checkCharacter') : t('validation.reference');
  }

  const submit = () => {
    const printed = normaliseReference(value);
    setValue(printed);
    const problem = printed ? readingError(printed) : t('validation.required');
    setError(problem);
    if (!problem) onLookUp(printed);
  };

  return (
    <Form layout="vertical" onFinish={submit} role="search" data-testid="reference-lookup">
      <Form.Item
        label={t('lookup.label')}
        htmlFor="seal-reference"
        validateStatus={error ? 'error' : undefined}
        help={error ?? `${t('lookup.help')} ${t('containers.lookupHelp')}`}
        style={{ marginBottom: 0 }}
      >
        <Space.Compact style={{ width: '100%', maxWidth: 420 }}>
          <Input
            id="seal-reference"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            onBlur={() => setValue((current) => normaliseReference(current))}
            placeholder="ABCD-1234-EFGH"
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            data-testid="reference-input"
          />
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="reference-submit">
            {t('lookup.submit')}
          </Button>
        </Space.Compact>
      </Form.Item>
    </Form>
  );
}
