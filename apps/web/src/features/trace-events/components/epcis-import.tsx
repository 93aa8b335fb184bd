import { useEffect, useState } from 'react';
import { Alert, Button, Modal, Progress, Upload } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { epcis } from '@seal/shared';
import { errorMessage } from '../../../api/error-message';
import { captureEpcis, useCaptureJob } from '../api/capture-epcis';
import { traceKeys } from '../api/keys';
import { readEpcisFile } from '../model/epcis-file';

/**
 * "Import EPCIS": a document chosen, sent to POST /epcis/capture, and its capture job followed
 * (GET /epcis/capture/<id>) until it says how it ended.
 */
export function EpcisImport() {
  const { t } = useTranslation('trace-events');
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [captureId, setCaptureId] = useState<string | null>(null);
  const job = useCaptureJob(captureId);
  const sending = useMutation({
    mutationFn: async (file: File) => {
      const read = await readEpcisFile(file);
      if (!read.ok) {
        setProblem(t(`epcis.fileProblems.${read.problem}`, { max: epcis.EPCIS_CAPTURE_BYTES_MAX / 1024 / 1024 }));
        return null;
      }
      return captureEpcis(read.document);
    },
    onSuccess: (id) => setCaptureId(id),
    meta: { errorDisplay: 'inline' }, // a refused document is explained in the dialog
  });
  const finished = job.data ? !job.data.running : false;
  const succeeded = finished && Boolean(job.data?.success);
  useEffect(() => {
    if (succeeded) void client.invalidateQueries({ queryKey: traceKeys.events });
  }, [succeeded, client]);
  const close = () => {
    setOpen(false);
    setCaptureId(null);
    setProblem(null);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="epcis-import">
        {t('epcis.import')}
      </Button>
      <Modal open={open} onCancel={close} footer={null} title={t('epcis.importTitle')} destroyOnHidden>
        {!captureId && (
          <Upload.Dragger
            accept=".json,.jsonld,application/json,application/ld+json"
            showUploadList={false}
            beforeUpload={(file) => {
              setProblem(null);
              sending.reset();
              sending.mutate(file);
              return false;
            }}
            disabled={sending.isPending}
            data-testid="epcis-import-file"
          >
            <p>{t('epcis.importHint', { max: epcis.EPCIS_CAPTURE_EVENTS_MAX.toLocaleString() })}</p>
          </Upload.Dragger>
        )}
        {problem && <Alert type="error" showIcon title={problem} style={{ marginTop: 12 }} />}
        {sending.isError && (
          <Alert
            type="error"
            showIcon
            title={errorMessage(sending.error)}
            style={{ marginTop: 12 }}
            data-testid="epcis-import-refused"
          />
        )}
        {captureId && !finished && <Progress percent={100} status="active" showInfo={false} />}
        {captureId && !finished && <p>{t('epcis.capturing')}</p>}
        {succeeded && job.data && (
          <Alert
            type="success"
            showIcon
            title={t('epcis.captured', { count: job.data.capturedCount ?? job.data.eventCount ?? 0 })}
            data-testid="epcis-import-done"
          />
        )}
        {finished && !succeeded && (
          <Alert
            type="error"
            showIcon
            title={t('epcis.captureFailed')}
            description={(job.data?.errors ?? []).map((error, position) => (
              <div key={position}>
                {t(`errors.${error.key}`, { ...error.params, index: error.index, reason: error.reason })}
              </div>
            ))}
            data-testid="epcis-import-failed"
          />
        )}
      </Modal>
    </>
  );
}
