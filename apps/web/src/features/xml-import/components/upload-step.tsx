import { useState } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ERRORS } from '@seal/shared';
import {
  XML_IMPORT_LIMITS,
  XML_IMPORT_UPLOAD_URL,
  type XmlImport,
  type XmlImportRange,
} from '@seal/shared/contract/xml-import';
import { isAppError } from '../../../api/app-error';
import { errorMessage } from '../../../api/error-message';
import { FileDrop } from '../../../components/file-drop/file-drop';
import type { FileRules } from '../../../components/file-drop/file-checks';
import { useUploadXmlImport } from '../api/upload-xml-import';
import { RangesTable } from './ranges-table';

const XML_RULES: FileRules = { accept: ['.xml'], maxBytes: XML_IMPORT_LIMITS.bytes };

interface SchemaError {
  line: number;
  column: number;
  message: string;
}

/** Why a file was refused, with what the server said of it: the validator's lines, the ranges. */
function Refusal({ error }: { error: unknown }) {
  const { t } = useTranslation('xml-import');
  const params = isAppError(error) ? error.params : {};
  const schemaErrors = isAppError(error) && error.is(ERRORS.xmlImport.schema) ? (params.errors as SchemaError[]) : [];
  const ranges =
    isAppError(error) && error.is(ERRORS.xmlImport.noValidRange) ? (params.ranges as XmlImportRange[]) : [];
  const tooMany = isAppError(error) && error.is(ERRORS.xmlImport.tooManyRanges);
  return (
    <Flex vertical gap="small">
      <Alert
        type="error"
        showIcon
        title={errorMessage(error)}
        description={
          tooMany ? (
            t('refusals.tooMany', { count: params.count, max: params.max })
          ) : schemaErrors.length > 0 ? (
            <ul style={{ margin: 0, paddingInlineStart: 20 }} data-testid="xml-schema-errors">
              {schemaErrors.map((item, index) => (
                <li key={index}>
                  {t('refusals.at', { line: item.line, column: item.column })} {item.message}
                </li>
              ))}
            </ul>
          ) : undefined
        }
        data-testid="xml-refused"
      />
      {ranges.length > 0 && <RangesTable ranges={ranges} testId="xml-refused-ranges" />}
    </Flex>
  );
}

/** Step 1: the file, checked against the schema and verified range by range on the server. */
export function UploadStep({ onVerified }: { onVerified: (verified: XmlImport) => void }) {
  const { t } = useTranslation('xml-import');
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadXmlImport();

  const choose = (chosen: File | null) => {
    setFile(chosen);
    upload.reset();
    if (chosen) upload.mutate(chosen, { onSuccess: onVerified });
  };

  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('upload.intro')}</Typography.Paragraph>
      <div>
        <Button icon={<DownloadOutlined />} href={`${XML_IMPORT_UPLOAD_URL}/schema`} data-testid="xml-schema">
          {t('upload.schema')}
        </Button>
      </div>
      <FileDrop value={file} onChange={choose} rules={XML_RULES} testId="xml-drop" />
      {upload.isPending && (
        <Flex gap="small" align="center">
          <Spin size="small" /> {t('upload.verifying')}
        </Flex>
      )}
      {upload.isError && <Refusal error={upload.error} />}
    </Flex>
  );
}
