import { Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { traceEvents } from '@seal/shared';

/** How a colour level of a data item shows in the lists and consultations. */
export const COLOUR_OF_LEVEL: Record<traceEvents.EventColourLevel, string> = {
  0: 'default',
  1: 'blue',
  2: 'orange',
  3: 'red',
};

/** A value shown in its item's colour level. */
export function ColouredValue({ level, children }: { level: traceEvents.EventColourLevel; children: string }) {
  return <Tag color={COLOUR_OF_LEVEL[level]}>{children}</Tag>;
}

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
        label: <Tag color={COLOUR_OF_LEVEL[level]}>{t(`colourLevels.${level}`)}</Tag>,
      }))}
      data-testid={testId}
    />
  );
}
