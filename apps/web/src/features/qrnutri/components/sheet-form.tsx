import { useState } from 'react';
import { Button, Divider, Form } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { NutritionSheet } from '@seal/shared/contract/qrnutri';
import { showError } from '../../../api/error-message';
import { notify } from '../../../api/notify';
import { RemoteSelect } from '../../../components/remote-select/remote-select';
import { ResourceForm } from '../../../components/resource-form/resource-form';
import { currentLanguage } from '../../../i18n';
import { qrnutriKeys } from '../api/keys';
import { saveSheet } from '../api/save-sheet';
import { searchFreeProducts } from '../api/search-products';
import { fieldsOfForm, newSheetValues, sheetFormSchema, sheetValues, type SheetFormOutput } from '../model/form-values';
import { ConnectionFailed, isConnectionFailure } from './connection-failed';
import { LanguageTexts } from './language-texts';
import { NutrientsFields } from './nutrients-fields';

export const LIST_PATH = '/qrnutri';

/**
 * A nutrition sheet, new or edited. A save that cannot reach the server keeps the form as typed
 * and offers to send the same values again.
 */
export function SheetForm({ sheet, readOnly }: { sheet: NutritionSheet | undefined; readOnly: boolean }) {
  const { t } = useTranslation('qrnutri');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [unsent, setUnsent] = useState<SheetFormOutput | null>(null);
  const [retrying, setRetrying] = useState(false);

  const saved = () => {
    void client.invalidateQueries({ queryKey: qrnutriKeys.all });
    notify.success(t('form.saved'));
    void navigate(LIST_PATH);
  };
  /** Sends the values; on a connection failure keeps them for the retry and answers null. */
  const send = async (values: SheetFormOutput) => {
    try {
      const target = sheet ? { sheetId: sheet.id } : { productId: values.productId! };
      const result = await saveSheet(target, fieldsOfForm(values));
      setUnsent(null);
      return result;
    } catch (error) {
      if (!isConnectionFailure(error)) throw error;
      setUnsent(values);
      return null;
    }
  };
  const retry = async () => {
    if (!unsent) return;
    setRetrying(true);
    try {
      if (await send(unsent)) saved();
    } catch (error) {
      setUnsent(null);
      showError(error);
    } finally {
      setRetrying(false);
    }
  };

  return (
    <ResourceForm
      schema={sheetFormSchema(!sheet)}
      mode={sheet ? 'edit' : 'create'}
      initialValues={sheet ? sheetValues(sheet) : newSheetValues(currentLanguage())}
      onSubmit={send}
      onSuccess={(result) => result && saved()}
      disabled={readOnly}
      actions={
        <Button onClick={() => void navigate(LIST_PATH)} data-testid="form-cancel">
          {t('form.cancel')}
        </Button>
      }
      testId="sheet-form"
    >
      {!sheet && (
        <Form.Item name="productId" label={t('form.product')} required>
          <RemoteSelect
            queryKey={[...qrnutriKeys.products, 'options']}
            search={searchFreeProducts}
            placeholder={t('form.productHint')}
            notFound={t('form.noProduct')}
            testId="sheet-product"
          />
        </Form.Item>
      )}
      <NutrientsFields />
      <Divider />
      <LanguageTexts />
      {unsent && <ConnectionFailed retrying={retrying} onRetry={() => void retry()} />}
    </ResourceForm>
  );
}
