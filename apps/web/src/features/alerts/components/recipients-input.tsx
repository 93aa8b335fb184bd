import { useState } from 'react';
import { Select } from 'antd';
import { splitRecipients } from '../model/alert-steps';

interface Props {
  value?: string[];
  onChange?: (value: string[]) => void;
  testId: string;
}

/**
 * E-mail addresses as tags: an address is taken on Enter, on a comma, semicolon or space, and
 * when the box is left (a click on Next), so one typed without Enter is not lost.
 */
export function RecipientsInput({ value = [], onChange, testId }: Props) {
  const [typed, setTyped] = useState('');
  const take = () => {
    const added = splitRecipients(typed).filter((address) => !value.includes(address));
    setTyped('');
    if (added.length > 0) onChange?.([...value, ...added]);
  };
  return (
    <Select
      mode="tags"
      open={false}
      value={value}
      onChange={onChange}
      searchValue={typed}
      onSearch={setTyped}
      onBlur={take}
      tokenSeparators={[',', ';', ' ']}
      data-testid={testId}
    />
  );
}
