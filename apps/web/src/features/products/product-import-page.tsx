import { useState } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LIMITS, UNSAFE_CHARACTERS_KEY } from '@seal/shared';
import { isAppError } from '../../api/app-error';
import { errorMessage } from '../../api/error-message';
import { FileDrop } from '../../components/file-drop/file-drop';
import type { FileRules } from '../../components/file-drop/file-checks';
import { PageTitle } from '../../components/page-title';
import { CSV_TEMPLATE_URL } from './api/csv-files';
import { usePreviewImport } from './api/preview-import';
import { useStartImport } from './api/start-import';
import { useImport } from './api/use-import';
import { ImportPreviewView } from './components/import-preview';
import { ImportReportView } from './components/import-report';

const CSV_RULES: FileRules = { accept: ['.csv'], maxBytes: LIMITS.transferBytes };

/** /products/import: a CSV file previewed row by row, then imported in the background with a report. */
export default function ProductImportPage() {
  const { t } = useTranslation('products');
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [keepGtins, setKeepGtins] = useState(false);
  const [importId, setImportId] = useState<string>();
  const preview = usePreviewImport();
  const start = useStartImport();
  const report = useImport(importId);

  const read = async (chosen: File | null) => {
    setFile(chosen);
    preview.reset();
    if (chosen) preview.mutate({ csv: await chosen.text(), fileName: chosen.name });
  };
  const restart = () => {
    setImportId(undefined);
    setFile(null);
    preview.reset();
  };
  // Why a file is not read as CSV (binary, header, quote...), with its line when there is one.
  const refusalDetail = (error: unknown) => {
    // A NUL in the text is refused by the server's envelope on the csv field: a binary file too.
    const nul = isAppError(error) && error.fields.some((field) => field.key === UNSAFE_CHARACTERS_KEY);
    const reason = nul ? 'binary' : isAppError(error) ? error.params.reason : undefined;
    return typeof reason === 'string'
      ? t(`import.refusals.${reason}`, { line: isAppError(error) ? error.params.line : '' })
      : undefined;
  };
  const finished = report.data?.status === 'done' || report.data?.status === 'failed';

  return (
    <>
      <PageTitle
        extra={
          <Button icon={<DownloadOutlined />} href={CSV_TEMPLATE_URL} data-testid="product-template">
            {t('list.template')}
          </Button>
        }
      >
        {t('routes.prodImport')}
      </PageTitle>
      <Card>
        {!importId ? (
          <Flex vertical gap="middle">
            <Typography.Paragraph style={{ margin: 0 }}>{t('import.intro')}</Typography.Paragraph>
            <FileDrop value={file} onChange={(chosen) => void read(chosen)} rules={CSV_RULES} testId="import-drop" />
            {preview.isPending && <Spin />}
            {preview.isError && (
              <Alert
                type="error"
                showIcon
                title={errorMessage(preview.error)}
                description={refusalDetail(preview.error)}
                data-testid="import-refused"
              />
            )}
            {preview.data && (
              <ImportPreviewView
                preview={preview.data}
                keepGtins={keepGtins}
                onKeepGtins={setKeepGtins}
                starting={start.isPending}
                onStart={() =>
                  start.mutate(
                    { importId: preview.data.importId, confirmGtinReuse: keepGtins },
                    { onSuccess: (started) => setImportId(started.importId) },
                  )
                }
              />
            )}
          </Flex>
        ) : (
          <Flex vertical gap="middle">
            {report.data ? <ImportReportView report={report.data} /> : <Spin />}
            {finished && (
              <Flex gap="small">
                <Button
                  type="primary"
                  onClick={() => void navigate('/products/myproducts')}
                  data-testid="import-to-list"
                >
                  {t('import.toList')}
                </Button>
                <Button onClick={restart} data-testid="import-again">
                  {t('import.again')}
                </Button>
              </Flex>
            )}
          </Flex>
        )}
      </Card>
    </>
  );
}
