import { CloseOutlined } from '@ant-design/icons';
import { Button, Flex, InputNumber, Select } from 'antd';
import { FieldLabel, type CustomField, type Field, type ObjectField } from '@puckeditor/core';
import type { TFunction } from 'i18next';
import { COLOUR_PATTERN, THEME_FONTS, type LengthUnit } from '@seal/shared/themes/document';
import { MediaPicker } from '../../../components/media-picker/media-picker';
import { formatLength, LENGTH_UNITS, parseLength } from './length';

/**
 * The style panel's fields and the custom fields of the blocks: lengths as a number and a unit
 * (spec 001 section 9), colours from a picker, pictures from the media library. Each writes the
 * value the theme document stores ('' for "the page's own", dropped on save).
 */

function LengthInput({
  value,
  onChange,
  required,
  name,
  label,
  unitLabel,
}: {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  required: boolean;
  name: string;
  label: string;
  unitLabel: string;
}) {
  const parts = parseLength(value);
  // A required length (a spacer's height) never becomes empty: cleared, it is 0.
  const write = (amount: number | null, unit: LengthUnit) =>
    onChange(formatLength(amount ?? (required ? 0 : null), unit) ?? (required ? `0${unit}` : ''));
  return (
    <Flex gap={4}>
      <InputNumber
        value={parts.amount}
        min={0}
        max={9999}
        step={parts.unit === 'px' || parts.unit === '%' ? 1 : 0.1}
        onChange={(amount) => write(amount, parts.unit)}
        style={{ flex: 1 }}
        aria-label={label}
        data-testid={`length-${name}`}
      />
      <Select<LengthUnit>
        value={parts.unit}
        options={LENGTH_UNITS.map((unit) => ({ value: unit, label: unit }))}
        onChange={(unit) => write(parts.amount, unit)}
        style={{ width: 76 }}
        aria-label={`${label} (${unitLabel})`}
        data-testid={`length-${name}-unit`}
      />
    </Flex>
  );
}

export function lengthField(label: string, unitLabel: string, required = false): CustomField<string | undefined> {
  return {
    type: 'custom',
    label,
    render: ({ value, onChange, name }) => (
      <FieldLabel label={label} el="div">
        <LengthInput
          value={value}
          onChange={onChange}
          required={required}
          name={name}
          label={label}
          unitLabel={unitLabel}
        />
      </FieldLabel>
    ),
  };
}

/**
 * A colour: the browser's own picker (no picker library to load) and a clear button, which
 * gives the colour of the page back.
 */
function ColourInput({
  value,
  onChange,
  name,
  label,
  clearLabel,
}: {
  value: string | undefined;
  onChange: (value: string) => void;
  name: string;
  label: string;
  clearLabel: string;
}) {
  const valid = value !== undefined && COLOUR_PATTERN.test(value);
  // The browser's picker knows #rrggbb only: #rgb is widened, an alpha channel dropped.
  const shown = valid
    ? value.length === 4
      ? `#${[...value.slice(1)].map((c) => c + c).join('')}`
      : value.slice(0, 7)
    : '#000000';
  return (
    <Flex gap={8} align="center">
      <input
        type="color"
        value={shown}
        onChange={(event) => onChange(event.target.value)}
        aria-label={label}
        style={{
          width: 40,
          height: 28,
          padding: 0,
          border: '1px solid #d9d9d9',
          borderRadius: 4,
          opacity: valid ? 1 : 0.4,
        }}
        data-testid={`colour-${name}`}
      />
      <span style={{ fontFamily: 'monospace', minWidth: 64 }}>{valid ? value : clearLabel}</span>
      {valid && (
        <Button
          size="small"
          type="text"
          icon={<CloseOutlined />}
          aria-label={clearLabel}
          title={clearLabel}
          onClick={() => onChange('')}
        />
      )}
    </Flex>
  );
}

export function colourField(label: string, clearLabel: string): CustomField<string | undefined> {
  return {
    type: 'custom',
    label,
    render: ({ value, onChange, name }) => (
      <FieldLabel label={label} el="div">
        <ColourInput value={value} onChange={onChange} name={name} label={label} clearLabel={clearLabel} />
      </FieldLabel>
    ),
  };
}

export function mediaField(label: string, canUpload: boolean): CustomField<string | null> {
  return {
    type: 'custom',
    label,
    render: ({ value, onChange }) => (
      <FieldLabel label={label} el="div">
        <MediaPicker value={value} onChange={onChange} canUpload={canUpload} testId="theme-image" />
      </FieldLabel>
    ),
  };
}

export function fontField(t: TFunction): Field {
  return {
    type: 'select',
    label: t('style.font'),
    options: [
      { value: '', label: t('style.inherit') },
      ...Object.keys(THEME_FONTS).map((font) => ({ value: font, label: t(`fonts.${font}`) })),
    ],
  };
}

/** The style panel every block has: colours, font, size, alignment, spacing, corners. */
export function styleField(t: TFunction): ObjectField {
  return {
    type: 'object',
    label: t('style.title'),
    objectFields: {
      color: colourField(t('style.color'), t('style.clear')),
      background: colourField(t('style.background'), t('style.clear')),
      font: fontField(t),
      fontSize: lengthField(t('style.fontSize'), t('style.unit')),
      align: {
        type: 'select',
        label: t('style.align'),
        options: [
          { value: '', label: t('style.inherit') },
          { value: 'left', label: t('style.left') },
          { value: 'center', label: t('style.center') },
          { value: 'right', label: t('style.right') },
        ],
      },
      padding: lengthField(t('style.padding'), t('style.unit')),
      margin: lengthField(t('style.margin'), t('style.unit')),
      radius: lengthField(t('style.radius'), t('style.unit')),
    },
  };
}
