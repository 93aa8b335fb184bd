import { Alert, Flex, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { XML_IMPORT_LIMITS, type XmlImport } from '@seal/shared/contract/xml-import';

/** The totals of a verified file, and the spec's warning above 150,000 seals at once. */
export function ImportSummary({ data }: { data: XmlImport }) {
  const { t, i18n } = useTranslation('xml-import');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Flex vertical gap="middle">
      <Flex gap="large" wrap>
        <Statistic
          title={t('summary.validSeals')}
          value={number.format(data.validSeals)}
          data-testid="xml-valid-seals"
        />
        <Statistic title={t('summary.validRanges')} value={data.validRanges} data-testid="xml-valid-ranges" />
        <Statistic title={t('summary.invalidRanges')} value={data.invalidRanges} data-testid="xml-invalid-ranges" />
      </Flex>
      {data.invalidRanges > 0 && data.status === 'verified' && (
        <Alert type="info" showIcon title={t('summary.invalidSkipped')} />
      )}
      {data.overAdvised && (
        <Alert
          type="warning"
          showIcon
          title={t('summary.overAdvised', {
            count: number.format(data.validSeals),
            max: number.format(XML_IMPORT_LIMITS.advisedSeals),
          })}
          data-testid="xml-over-advised"
        />
      )}
    </Flex>
  );
}
