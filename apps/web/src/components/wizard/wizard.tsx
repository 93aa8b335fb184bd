import { useEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Button, Flex, Form, Modal, Steps, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { isAppError } from '../../api/app-error';
import { FormErrors } from '../form-errors';
import { PageSpinner } from '../page-spinner';
import { errorMessage, validationMessage } from '../../api/error-message';
import type { FieldIssue } from '@seal/shared';
import { changedPaths, checkWithSchema, errorsAfterChange, groupFieldIssues } from '../resource-form/field-errors';
import {
  advance,
  canJumpTo,
  goBack,
  initialWizardState,
  placeFieldErrors,
  stepOfPath,
  type WizardStepModel,
} from './wizard-model';
import { createDraftSaver, DRAFT_DELAY_MS, type WizardDraft, type WizardDraftStore } from './wizard-draft';
import { DraftChoice } from './draft-choice';

export interface WizardStep extends WizardStepModel {
  title: ReactNode;
  /** The Form.Items of the step (rendered inside the wizard's one form). */
  content: ReactNode;
}

export interface WizardProps<R> {
  steps: readonly WizardStep[];
  initialValues?: Record<string, unknown>;
  /** Receives the merged, parsed values of every step; throw an AppError to show it. */
  onSubmit: (values: Record<string, unknown>) => Promise<R>;
  onSuccess?: (result: R) => void;
  submitLabel?: ReactNode;
  /** More buttons after back and next. */
  actions?: ReactNode;
  /**
   * Shows a Cancel button that leaves the wizard: at once when nothing was entered, after a
   * confirmation when something was (what was typed would be lost).
   */
  onCancel?: () => void;
  cancelTestId?: string;
  testId?: string;
  /** The step to open at first (a wizard resumed from saved progress); earlier steps count as passed. */
  initialStep?: number;
  /** Told the step and every value typed so far at each change, to save the progress. */
  onProgress?: (progress: WizardProgress) => void;
  /**
   * Keeps a draft of the form as the user goes (after a pause in typing, and at each change of
   * step); opened again with a draft kept, the wizard first offers to continue it or to start
   * again. Saving the form, or leaving it with Cancel, throws the draft away.
   */
  draft?: WizardDraftStore;
}

export interface WizardProgress {
  current: number;
  values: Record<string, unknown>;
}

/**
 * Multi-step form: each step validates its own fields with its zod schema on "Next", values are
 * kept when going back and forth, and the last step submits everything.
 *
 * @example
 *   <Wizard
 *     steps={[
 *       { key: 'basic', title: t('products.steps.basic'), schema: ZProductBasic, content: <BasicFields /> },
 *       { key: 'security', title: t('products.steps.security'), schema: ZProductSecurity, content: <SecurityFields /> },
 *     ]}
 *     onSubmit={(values) => createProduct.mutateAsync(values as CreateProductInput)}
 *     onSuccess={() => navigate('/products/myproducts')}
 *   />
 */
export function Wizard<R>(props: WizardProps<R>) {
  if (!props.draft) return <WizardForm {...props} />;
  return <DraftedWizard {...props} draft={props.draft} />;
}

type Phase = { kind: 'loading' } | { kind: 'ask'; draft: WizardDraft } | { kind: 'ready'; draft: WizardDraft | null };

/** The wizard with a draft: loads it, asks what to do with it, then keeps it as the user goes. */
function DraftedWizard<R>(props: WizardProps<R> & { draft: WizardDraftStore }) {
  // The store of the wizard's first render is kept: a draft belongs to the form as opened.
  const [store] = useState(() => props.draft);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [saver] = useState(() => createDraftSaver((draft) => store.save(draft), store.delayMs ?? DRAFT_DELAY_MS));

  useEffect(() => {
    let live = true;
    store.load().then(
      (draft) => live && setPhase(draft ? { kind: 'ask', draft } : { kind: 'ready', draft: null }),
      () => live && setPhase({ kind: 'ready', draft: null }),
    );
    return () => {
      live = false;
    };
  }, [store]);

  useEffect(() => {
    // What was typed in the last seconds is kept when the page is left or closed.
    const leave = () => saver.flush();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [saver]);

  if (phase.kind === 'loading') return <PageSpinner />;
  if (phase.kind === 'ask')
    return (
      <DraftChoice
        savedAt={phase.draft.savedAt}
        onContinue={() => setPhase({ kind: 'ready', draft: phase.draft })}
        onRestart={() => {
          void store.discard().catch(() => undefined);
          setPhase({ kind: 'ready', draft: null });
        }}
      />
    );
  const restored = phase.draft;
  return (
    <WizardForm
      {...props}
      initialValues={restored ? { ...props.initialValues, ...restored.values } : props.initialValues}
      initialStep={restored ? restored.step : props.initialStep}
      onProgress={(progress) => {
        saver.update({ step: progress.current, values: progress.values });
        props.onProgress?.(progress);
      }}
      // Cancel is leaving without saving, as the wizard warns: the draft goes too.
      onCancel={
        props.onCancel &&
        (() => {
          saver.stop();
          void store.discard().catch(() => undefined);
          props.onCancel?.();
        })
      }
      onSubmit={async (values) => {
        const result = await props.onSubmit(values);
        saver.stop();
        void store.discard().catch(() => undefined);
        return result;
      }}
    />
  );
}

function WizardForm<R>(props: WizardProps<R>) {
  const { steps, initialValues = {}, onSubmit, onSuccess, submitLabel, actions, onCancel, testId, onProgress } = props;
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [modal, modalHolder] = Modal.useModal();
  // Set by the user's own edits only (antd does not report values the code sets).
  const [dirty, setDirty] = useState(false);
  const [state, setState] = useState(() => ({
    ...initialWizardState(initialValues),
    current: Math.min(Math.max(props.initialStep ?? 0, 0), steps.length - 1),
  }));
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const step = steps[state.current];
  useEffect(() => {
    onProgress?.({ current: state.current, values: { ...state.values, ...form.getFieldsValue(true) } });
    // Saved when the step changes; typing is saved by onValuesChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);
  const isLast = state.current === steps.length - 1;

  /**
   * Shows issues on the fields of the step at `stepIndex` (rendered first: a server error may
   * name a field of an earlier step); an issue whose field that step does not show goes above
   * the buttons with the form-level messages.
   */
  const showIssues = (issues: readonly FieldIssue[], stepIndex?: number) => {
    if (stepIndex !== undefined && stepIndex !== state.current) {
      flushSync(() => setState((current) => ({ ...current, current: stepIndex })));
    }
    const grouped = groupFieldIssues(issues, validationMessage);
    const placed = placeFieldErrors(
      grouped.fields,
      form.getFieldsError().map((field) => field.name),
    );
    form.setFields(placed.fields);
    setFormErrors([...new Set([...grouped.form, ...placed.form])]);
  };

  /** A field showing an error is checked again as the user edits it: fixed, its error goes. */
  const recheck = (changed: unknown) => {
    const shown = form.getFieldsError().filter((field) => field.errors.length > 0);
    if (shown.length === 0 || !step?.schema) return;
    const checked = checkWithSchema(step.schema, { ...state.values, ...form.getFieldsValue(true) });
    const now = checked.success
      ? []
      : placeFieldErrors(
          groupFieldIssues(checked.issues, validationMessage).fields,
          form.getFieldsError().map((field) => field.name),
        ).fields;
    form.setFields(errorsAfterChange(shown, changedPaths(changed), now));
  };

  const cancel = () => {
    if (!onCancel) return;
    if (!dirty) return onCancel();
    modal.confirm({
      title: t('wizard.leaveTitle'),
      content: t('wizard.leaveContent'),
      okText: t('wizard.leave'),
      cancelText: t('wizard.stay'),
      okButtonProps: { danger: true, 'data-testid': 'wizard-leave' } as ButtonProps,
      cancelButtonProps: { 'data-testid': 'wizard-stay' } as ButtonProps,
      onOk: onCancel,
    });
  };

  const next = async () => {
    setFormErrors([]);
    const result = advance(state, steps, form.getFieldsValue(true));
    if (!result.ok) return showIssues(result.issues);
    if (!result.done) return setState(result.state);
    setSubmitting(true);
    try {
      onSuccess?.(await onSubmit(result.state.values));
    } catch (error) {
      const fields = isAppError(error) ? error.fields : [];
      const first = fields[0];
      if (first) showIssues(fields, stepOfPath(steps, first.path, result.state.values));
      else setFormErrors([errorMessage(error)]);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={next}
      onValuesChange={(changed) => {
        setDirty(true);
        onProgress?.({ current: state.current, values: { ...state.values, ...form.getFieldsValue(true) } });
        recheck(changed);
        if (formErrors.length > 0) setFormErrors([]);
      }}
      noValidate
      data-testid={testId}
    >
      {modalHolder}
      <Steps
        current={state.current}
        items={steps.map((item, index) => ({ key: item.key, title: item.title, disabled: !canJumpTo(state, index) }))}
        onChange={(index) => canJumpTo(state, index) && setState({ ...state, current: index })}
        style={{ marginBottom: 24 }}
      />
      <div key={step?.key}>{step?.content}</div>
      <FormErrors messages={formErrors} testId="wizard-error" />
      <Flex gap="small" wrap>
        {state.current > 0 && (
          <Button
            onClick={() => setState(goBack(state, form.getFieldsValue(true)))}
            disabled={submitting}
            data-testid="wizard-back"
          >
            {t('wizard.back')}
          </Button>
        )}
        <Button type="primary" htmlType="submit" loading={submitting} data-testid="wizard-next">
          {isLast ? (submitLabel ?? t('wizard.finish')) : t('wizard.next')}
        </Button>
        {actions}
        {onCancel && (
          <Button onClick={cancel} disabled={submitting} data-testid={props.cancelTestId ?? 'wizard-cancel'}>
            {t('wizard.cancel')}
          </Button>
        )}
      </Flex>
    </Form>
  );
}
