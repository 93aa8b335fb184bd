import { useState, type ReactNode } from 'react';
import { Button, Flex, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isAppError } from '../../api/app-error';
import { FormErrors } from '../form-errors';
import { errorMessage, validationMessage } from '../../api/error-message';
import { changedPaths, checkWithSchema, errorsAfterChange, groupFieldIssues } from './field-errors';

export interface ResourceFormProps<S extends z.ZodType, R> {
  /** The shared zod schema (often the method's own `input`): the one source of the rules. */
  schema: S;
  /** Create and edit share the form; edit fills `initialValues` and changes the default label. */
  mode?: 'create' | 'edit';
  initialValues?: Partial<z.input<S>>;
  /** Called with the parsed values; throw (an AppError) to show its message and field errors. */
  onSubmit: (values: z.output<S>) => Promise<R>;
  onSuccess?: (result: R, values: z.output<S>) => void;
  submitLabel?: ReactNode;
  /** More buttons beside submit (cancel, back...). */
  actions?: ReactNode;
  resetOnSuccess?: boolean;
  layout?: 'vertical' | 'horizontal';
  disabled?: boolean;
  testId?: string;
  children: ReactNode;
}

/**
 * antd form validated on submit by a shared zod schema. Zod issues and the server's `fields`
 * land on the matching fields; catalogue errors show above the buttons. No antd `rules`: the
 * rule is written once, in packages/shared.
 *
 * @example
 *   <ResourceForm
 *     schema={auth.changePassword.input}
 *     onSubmit={(values) => changePassword.mutateAsync(values)}
 *     onSuccess={() => message.success(t('password.changed'))}
 *     resetOnSuccess
 *   >
 *     <Form.Item name="current" label={t('password.current')} required>
 *       <Input.Password autoComplete="current-password" />
 *     </Form.Item>
 *   </ResourceForm>
 */
export function ResourceForm<S extends z.ZodType, R>(props: ResourceFormProps<S, R>) {
  const { schema, mode = 'create', initialValues, onSubmit, onSuccess, submitLabel, actions } = props;
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);

  const showIssues = (issues: Parameters<typeof groupFieldIssues>[0]) => {
    const grouped = groupFieldIssues(issues, validationMessage);
    form.setFields(grouped.fields);
    return grouped;
  };

  /** A field showing an error is checked again as the user edits it: fixed, its error goes. */
  const recheck = (changed: unknown) => {
    const shown = form.getFieldsError().filter((field) => field.errors.length > 0);
    if (shown.length === 0) return;
    const checked = checkWithSchema(schema, { ...initialValues, ...form.getFieldsValue(true) });
    const now = checked.success ? [] : groupFieldIssues(checked.issues, validationMessage).fields;
    form.setFields(errorsAfterChange(shown, changedPaths(changed), now));
  };

  const submit = async (rawValues: Record<string, unknown>) => {
    setFormErrors([]);
    const checked = checkWithSchema(schema, { ...initialValues, ...rawValues });
    if (!checked.success) {
      setFormErrors(showIssues(checked.issues).form);
      return;
    }
    setSubmitting(true);
    try {
      const result = await onSubmit(checked.data);
      if (props.resetOnSuccess) form.resetFields();
      onSuccess?.(result, checked.data);
    } catch (error) {
      const fieldIssues = isAppError(error) ? error.fields : [];
      const grouped = showIssues(fieldIssues);
      setFormErrors(grouped.fields.length > 0 ? grouped.form : [...grouped.form, errorMessage(error)]);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      layout={props.layout ?? 'vertical'}
      initialValues={initialValues}
      disabled={props.disabled || submitting}
      onFinish={submit}
      onValuesChange={(changed) => {
        recheck(changed);
        if (formErrors.length > 0) setFormErrors([]);
      }}
      requiredMark
      noValidate
      data-testid={props.testId}
    >
      {props.children}
      <FormErrors messages={formErrors} testId="form-error" />
      <Flex gap="small" wrap>
        <Button type="primary" htmlType="submit" loading={submitting} data-testid="form-submit">
          {submitLabel ?? t(mode === 'edit' ? 'form.save' : 'form.create')}
        </Button>
        {actions}
      </Flex>
    </Form>
  );
}
