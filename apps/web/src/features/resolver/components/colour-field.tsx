import { Flex, Input } from 'antd';
import { sixDigits } from '../model/colour';

interface Props {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** The field's name, for the colour wheel's accessible name. */
  label: string;
  testId?: string;
}

/**
 * A colour as a form field: the browser's colour wheel (keyboard accessible, nothing to load) and
 * the hexadecimal text beside it, for a colour from a brand guide. Both edit the same value.
 */
export function ColourField({ id, value, onChange, label, testId }: Props) {
  return (
    <Flex gap="small" align="center">
      <input
        type="color"
        aria-label={label}
        value={sixDigits(value)}
        onChange={(event) => onChange?.(event.target.value)}
        style={{ width: 40, height: 32, padding: 2, border: 'none', background: 'none', cursor: 'pointer' }}
        data-testid={testId && `${testId}-wheel`}
      />
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        maxLength={9}
        style={{ width: 120 }}
        data-testid={testId}
      />
    </Flex>
  );
}
