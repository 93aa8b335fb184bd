import { Select } from 'antd';
import { ColourLevelTag } from '../../../components/colour-level-tag';
import { useTranslation } from 'react-i18next';
import { traceEvents } from '@seal/shared';

interface SelectProps {
  value?: traceEvents.EventColourLevel;
  onChange?: (level: traceEvents.EventColourLevel) => void;
  testId?: string;
}

/** The colour level of a data item, each choice drawn in its colour. */
export function ColourLevelSelect({ value, onChange, testId }: SelectProps) {
  const { t } = useTranslation('trace-events');
  return (
    <Select
      value={value ?? 0}
      onChange={onChange}
      style={{ minWidth: 160 }}
      options={traceEvents.EVENT_COLOUR_LEVELS.map((level) => ({
        value: level,
        label: <ColourLevelTag level={level}>{t(`colourLevels.${level}`)}</ColourLevelTag>,
      }))}
      data-testid={testId}
    />
  );
}
