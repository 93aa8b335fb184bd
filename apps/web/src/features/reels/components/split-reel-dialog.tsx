import { useMemo, useState } from 'react';
import { Button, Form, Input, InputNumber, Modal, Radio, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { reels } from '@seal/shared';
import { notify } from '../../../api/notify';
import { ResourceForm } from '../../../components/resource-form/resource-form';
import { reelKeys } from '../api/keys';
import { splitReel } from '../api/split-reel';
import { formatCount } from './format';
import { splitFormSchema, withSplitErrorField, type SplitEnd } from './split-form';

/** The end of the part: a number of seals or a last reference, as the user chose. */
function EndField({ size }: { size: number }) {
  const { t } = useTranslation('reels');
  const end = Form.useWatch<SplitEnd>('end');
  return end === 'last' ? (
    <Form.Item name="last" label={t('split.last')} required>
      <Input autoComplete="off" spellCheck={false} maxLength={40} data-testid="split-last" />
    </Form.Item>
  ) : (
    <Form.Item
      name="quantity"
      label={t('split.quantity')}
      required
      extra={t('split.quantityHint', { size: formatCount(size) })}
    >
      <InputNumber min={1} max={size} precision={0} style={{ width: '100%' }} data-testid="split-quantity" />
    </Form.Item>
  );
}

/** "Split": a dialog with the split form of one reel, its first reference prefilled. */
export function SplitReelDialog({ row }: { row: reels.ReelRow }) {
  const { t } = useTranslation('reels');
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const schema = useMemo(() => splitFormSchema(row.total), [row.total]);
  return (
    <>
      <Button size="small" type="link" onClick={() => setOpen(true)} data-testid="reel-split">
        {t('actions.split')}
      </Button>
      <Modal
        open={open}
        title={t('split.title', { reference: row.reference })}
        footer={null}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t('split.intro')}</Typography.Paragraph>
        <ResourceForm
          schema={schema}
          initialValues={{ first: row.reference, end: 'quantity' }}
          onSubmit={(input) =>
            splitReel(input).catch((error: unknown) => {
              throw withSplitErrorField(error, input);
            })
          }
          onSuccess={async ({ part }) => {
            await client.invalidateQueries({ queryKey: reelKeys.all });
            notify.success(t('split.done', { reference: part.reference, count: part.total }));
            setOpen(false);
          }}
          submitLabel={t('split.submit')}
          testId="split-form"
        >
          <Form.Item name="first" label={t('split.first')} required>
            <Input autoComplete="off" spellCheck={false} maxLength={40} data-testid="split-first" />
          </Form.Item>
          <Form.Item name="end" label={t('split.end')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 'quantity', label: t('split.byQuantity') },
                { value: 'last', label: t('split.byLast') },
              ]}
              data-testid="split-end"
            />
          </Form.Item>
          <EndField size={row.total} />
        </ResourceForm>
      </Modal>
    </>
  );
}
