import { useTranslation } from 'react-i18next';

/** The text and background colours of a header or footer, as a sample of its text. */
export function ColourSwatch({ background, color }: { background: string; color: string }) {
  const { t } = useTranslation('resolver');
  return (
    <span
      style={{ background, color, padding: '2px 8px', borderRadius: 4, border: '1px solid rgba(0,0,0,0.15)' }}
      title={`${background} / ${color}`}
    >
      {t('fields.sample')}
    </span>
  );
}
