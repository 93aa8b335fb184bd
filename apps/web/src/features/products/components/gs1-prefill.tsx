import { useState } from 'react';
import { Alert, Card, Flex, Form, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { products } from '@seal/shared';
import { FileDrop } from '../../../components/file-drop/file-drop';
import type { FileRules } from '../../../components/file-drop/file-checks';
import { errorMessage } from '../../../api/error-message';
import { useImportGs1Image } from '../api/import-gs1-image';
import { useParseGs1 } from '../api/parse-gs1';
import { gs1Values } from '../product-form-values';

const GS1_RULES: FileRules = { accept: ['.json', '.jsonld'], maxBytes: products.GS1_MAX_BYTES };

type ImageOutcome = { saved: true } | { saved: false; reason: string } | null;

/**
 * "Import GS1 data": a GS1 product file (JSON-LD) read by the server fills the wizard's fields;
 * the image it names is downloaded by the server into the media library and set as the image.
 */
export function Gs1Prefill({ hidden }: { hidden: ReadonlySet<string> }) {
  const { t } = useTranslation('products');
  const form = Form.useFormInstance();
  const parse = useParseGs1();
  const importImage = useImportGs1Image();
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<{ filled: string[]; prefill: products.Gs1Prefill } | null>(null);
  const [image, setImage] = useState<ImageOutcome>(null);

  const keepImage = async (url: string) => {
    const media = await importImage.mutateAsync(url).catch((error: unknown) => {
      setImage({ saved: false, reason: errorMessage(error) });
      return null;
    });
    if (!media) return;
    form.setFieldsValue({ imageId: media.id });
    setImage({ saved: true });
  };

  const read = async (chosen: File | null) => {
    setFile(chosen);
    setOutcome(null);
    setImage(null);
    if (!chosen) return;
    const prefill = await parse.mutateAsync(await chosen.text()).catch(() => null); // the toast says why
    if (!prefill) return setFile(null);
    const values = gs1Values(prefill, hidden);
    form.setFieldsValue(values);
    setOutcome({ filled: Object.keys(values).map((field) => t(`fields.${field}`)), prefill });
    if (prefill.imageUrl) await keepImage(prefill.imageUrl);
  };

  return (
    <Card size="small" title={t('gs1.title')} style={{ marginBottom: 24 }}>
      <Spin spinning={parse.isPending || importImage.isPending}>
        <Flex vertical gap="small">
          <FileDrop
            value={file}
            onChange={(chosen) => void read(chosen)}
            rules={GS1_RULES}
            hint={t('gs1.hint')}
            testId="gs1-drop"
          />
          {outcome && (
            <Alert
              type={outcome.filled.length > 0 ? 'success' : 'warning'}
              showIcon
              data-testid="gs1-outcome"
              title={
                outcome.filled.length > 0 ? t('gs1.filled', { fields: outcome.filled.join(', ') }) : t('gs1.nothing')
              }
              description={
                <>
                  {outcome.prefill.imageUrl && image && (
                    <div data-testid="gs1-image">
                      {image.saved
                        ? t('gs1.imageSaved')
                        : t('gs1.imageFailed', { url: outcome.prefill.imageUrl, reason: image.reason })}
                    </div>
                  )}
                  {outcome.prefill.ignored.length > 0 && (
                    <div>{t('gs1.ignored', { items: outcome.prefill.ignored.join('; ') })}</div>
                  )}
                </>
              }
            />
          )}
        </Flex>
      </Spin>
    </Card>
  );
}
