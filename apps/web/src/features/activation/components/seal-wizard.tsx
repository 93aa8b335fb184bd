import { useCallback, useState, type ReactNode } from 'react';
import { Form } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ERRORS, type activation, type FieldIssue } from '@seal/shared';
import { AppError } from '../../../api/app-error';
import { codeError, codeIssues, requestKey, type Challenge } from '../../../components/security-code/challenge';
import { Wizard, type WizardStep } from '../../../components/wizard/wizard';
import { activationKeys } from '../api/keys';
import type { SealFlow } from '../api/seal-flow';
import { firstReferenceOf } from '../model/seal-target';
import { CodeStep } from './code-step';
import { VerifyStep } from './verify-step';
import type { WriteDone } from './write-result';

export interface SealWizardProps<I extends activation.SealTarget> {
  flow: SealFlow<I>;
  /** The steps describing the request (method, references, ...), before the verification. */
  steps: WizardStep[];
  initialValues?: Record<string, unknown>;
  /** The request from the values of every step. */
  toInput: (values: Record<string, unknown>) => I;
  submitLabel: string;
  onCancel: () => void;
  onDone: (done: WriteDone) => void;
  testId: string;
}

/**
 * The flow both activation and cancellation follow (spec 000 section 4): the steps describing
 * the request, a verification by the server (each range's count and problem), a security code
 * e-mailed and typed, then the write, all or nothing. A wrong code tells the tries left (103);
 * an expired one (104) offers a new one.
 */
export function SealWizard<I extends activation.SealTarget>(props: SealWizardProps<I>) {
  const { flow, toInput } = props;
  const { t } = useTranslation('activation');
  const client = useQueryClient();
  const [checked, setChecked] = useState<{ key: string; result: activation.CheckResult } | null>(null);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const onChecked = useCallback(
    (input: I, result: activation.CheckResult | null) => setChecked(result ? { key: requestKey(input), result } : null),
    [],
  );

  const verifyIssues = (values: Record<string, unknown>): FieldIssue[] => {
    if (!checked || checked.key !== requestKey(toInput(values))) return [{ path: '', key: 'activation:verify.wait' }];
    return checked.result.ok ? [] : [{ path: '', key: 'activation:verify.blocked' }];
  };

  const codeStepIssues = (values: Record<string, unknown>): FieldIssue[] =>
    codeIssues(challenge, requestKey(toInput(values)), values.code);

  const submit = async (values: Record<string, unknown>): Promise<WriteDone> => {
    const input = toInput(values);
    const used = challenge;
    if (!used) throw new AppError(ERRORS.activation.securityCodeExpired);
    try {
      const result = await flow.write({
        ...input,
        challengeId: used.request.challengeId,
        code: String(values.code).trim(),
      });
      await client.invalidateQueries({ queryKey: activationKeys.all });
      return {
        kind: flow.kind,
        count: result.count,
        ranges: result.ids.length,
        firstReference: firstReferenceOf(input),
      };
    } catch (error) {
      throw codeError(error, used, setChallenge);
    }
  };

  const steps: WizardStep[] = [
    ...props.steps,
    {
      key: 'verify',
      title: t('steps.verify'),
      check: verifyIssues,
      content: (
        <CurrentRequest toInput={toInput}>
          {(input) => <VerifyStep flow={flow} input={input} onChecked={onChecked} />}
        </CurrentRequest>
      ),
    },
    {
      key: 'code',
      title: t('steps.code'),
      check: codeStepIssues,
      owns: (path) => path === 'code',
      content: (
        <CurrentRequest toInput={toInput}>
          {(input) => (
            <CodeStep
              flow={flow}
              input={input}
              inputKey={requestKey(input)}
              count={checked?.result.total ?? 0}
              challenge={challenge}
              onChallenge={setChallenge}
            />
          )}
        </CurrentRequest>
      ),
    },
  ];

  return (
    <Wizard<WriteDone>
      steps={steps}
      initialValues={props.initialValues}
      onSubmit={submit}
      onSuccess={props.onDone}
      submitLabel={props.submitLabel}
      onCancel={props.onCancel}
      cancelTestId="seal-wizard-cancel"
      testId={props.testId}
    />
  );
}

/** The request the wizard's values describe, read once when the step shows (so its checks keep one key). */
function CurrentRequest<I>(props: {
  toInput: (values: Record<string, unknown>) => I;
  children: (input: I) => ReactNode;
}) {
  const form = Form.useFormInstance();
  const [input] = useState(() => props.toInput(form.getFieldsValue(true) as Record<string, unknown>));
  return props.children(input);
}
