import { useState } from 'react';
import { Button, Form, Input, Modal, type ButtonProps } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ERRORS, type themes } from '@seal/shared';
import { THEME_TITLE_MAX } from '@seal/shared/themes/document';
import { isAppError } from '../../../api/app-error';
import { errorMessage, showError } from '../../../api/error-message';
import { notify } from '../../../api/notify';
import { duplicateTheme } from '../api/duplicate-theme';
import { themeKeys } from '../api/keys';

/** Duplicates a theme under the title the user gives (a title in use stays on the field). */
export function DuplicateThemeButton({ row }: { row: themes.ThemeRow }) {
  const { t } = useTranslation('themes');
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ title: string }>();
  const mutation = useMutation({
    mutationFn: (title: string) => duplicateTheme(row.id, title),
    meta: { errorDisplay: 'inline' },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: themeKeys.all });
      notify.success(t('list.duplicated'));
      setOpen(false);
    },
    onError: (error) => {
      if (isAppError(error) && error.is(ERRORS.theme.titleUsed))
        form.setFields([{ name: 'title', errors: [errorMessage(error)] }]);
      else showError(error);
    },
  });
  const submit = ({ title }: { title: string }) => {
    if (title.trim() === '') return form.setFields([{ name: 'title', errors: [t('editor.titleRequired')] }]);
    mutation.mutate(title.trim());
  };
  return (
    <>
      <Button
        size="small"
        type="link"
        onClick={() => {
          form.setFieldsValue({ title: t('list.copyTitle', { title: row.title }).slice(0, THEME_TITLE_MAX) });
          setOpen(true);
        }}
        data-testid="theme-duplicate"
      >
        {t('list.duplicate')}
      </Button>
      <Modal
        open={open}
        title={t('list.duplicateTitle', { title: row.title })}
        okText={t('list.duplicate')}
        cancelText={t('editor.cancel')}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        confirmLoading={mutation.isPending}
        okButtonProps={{ 'data-testid': 'theme-duplicate-ok' } as ButtonProps}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={submit}>
          <Form.Item name="title" label={t('fields.title')} required>
            <Input maxLength={THEME_TITLE_MAX} autoFocus data-testid="theme-duplicate-title" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
