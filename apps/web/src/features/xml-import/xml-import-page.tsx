import { Button, Card, Flex, Result, Spin, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { XmlImport } from '@seal/shared/contract/xml-import';
import { errorMessage } from '../../api/error-message';
import { PageTitle } from '../../components/page-title';
import { useXmlImport } from './api/use-xml-import';
import { CodeStep } from './components/code-step';
import { ImportSummary } from './components/import-summary';
import { PastImports } from './components/past-imports';
import { RangesTable } from './components/ranges-table';
import { RunReport } from './components/run-report';
import { UploadStep } from './components/upload-step';

const IMPORT_PARAM = 'import';

/** Where the flow of spec 000 section 4 stands: file, verification and code, activation, report. */
function stepOf(data: XmlImport | undefined): number {
  if (!data) return 0;
  if (data.status === 'verified') return 1;
  return data.status === 'done' || data.status === 'failed' ? 3 : 2;
}

/**
 * /security/xmlimport: upload an XML batch, see each range verified, request the e-mailed code,
 * type it and start; then the progress bar and the completion report. The import's id is kept in
 * the address (?import=), so a reload or a later visit finds its progress or its report.
 */
export default function XmlImportPage() {
  const { t } = useTranslation('xml-import');
  const [params, setParams] = useSearchParams();
  const importId = params.get(IMPORT_PARAM) ?? undefined;
  const query = useXmlImport(importId);
  const data = query.data;

  const open = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(id ? {} : current);
        if (id) next.set(IMPORT_PARAM, id);
        else next.delete(IMPORT_PARAM);
        return next;
      },
      { replace: false },
    );

  return (
    <>
      <PageTitle>{t('routes.secuXmlImport')}</PageTitle>
      <Flex vertical gap="middle">
        <Card>
          <Flex vertical gap="large">
            <Steps
              size="small"
              current={stepOf(data)}
              responsive
              items={[
                { title: t('steps.file') },
                { title: t('steps.verify') },
                { title: t('steps.run') },
                { title: t('steps.report') },
              ]}
            />
            {!importId && <UploadStep onVerified={(verified) => open(verified.importId)} />}
            {importId && query.isPending && <Spin />}
            {importId && query.isError && (
              <Result status="warning" title={errorMessage(query.error)} data-testid="xml-import-missing" />
            )}
            {data && (
              <Flex vertical gap="middle" data-testid="xml-import" data-status={data.status}>
                {data.fileName && <Typography.Text type="secondary">{data.fileName}</Typography.Text>}
                <ImportSummary data={data} />
                {data.status === 'verified' ? (
                  <>
                    <RangesTable ranges={data.ranges} testId="xml-ranges" />
                    <CodeStep importId={data.importId} />
                  </>
                ) : (
                  <RunReport data={data} />
                )}
              </Flex>
            )}
            {importId && (
              <div>
                <Button onClick={() => open(null)} data-testid="xml-again">
                  {t('again')}
                </Button>
              </div>
            )}
          </Flex>
        </Card>
        {!importId && (
          <Card title={t('list.title')}>
            <PastImports onOpen={open} />
          </Card>
        )}
      </Flex>
    </>
  );
}
