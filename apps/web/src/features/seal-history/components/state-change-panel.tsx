import { useState } from 'react';
import { Card, Flex, Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  allowedTransitions,
  STATE_CHANGE_REASON_MAX,
  zChangeSealStateInput,
  type SettableSealState,
} from '@seal/shared/contract/seal-history';
import type { SealStatus } from '@seal/shared';
import { useRights } from '../../../api/session';
import { ConfirmAction } from '../../../components/confirm-action/confirm-action';
import { changeSealState } from '../api/change-seal-state';
import { sealHistoryKeys } from '../api/keys';
import { StateTag } from './state-tag';

/**
 * The changes of state the seal's current state allows and the user's rights open, each with a
 * reason (required) and after a confirmation. The server checks both again.
 */
export function StateChangePanel({ reference, state }: { reference: string; state: SealStatus }) {
  const { t } = useTranslation('seal-history');
  const rights = useRights();
  const transitions = allowedTransitions(state, rights);
  const [target, setTarget] = useState<SettableSealState | undefined>(undefined);
  const [reason, setReason] = useState('');
  const transition = transitions.find((candidate) => candidate.to === target);
  const input = { ref: reference, state: target, reason };
  const ready = Boolean(transition) && zChangeSealStateInput.safeParse(input).success;

  if (transitions.length === 0) return null;
  const danger = target !== undefined && target !== 1;
  return (
    <Card title={t('change.title')} size="small" data-testid="state-change">
      <Form layout="vertical" component="div">
        <Form.Item label={t('change.choose')} htmlFor="state-change-target" required>
          <Select
            id="state-change-target"
            value={target}
            onChange={setTarget}
            options={transitions.map((candidate) => ({
              value: candidate.to,
              label: t(`change.actions.${candidate.action}`),
            }))}
            data-testid="state-change-target"
            style={{ maxWidth: 420 }}
          />
        </Form.Item>
        <Form.Item label={t('change.reason')} htmlFor="state-change-reason" help={t('change.reasonHelp')} required>
          <Input.TextArea
            id="state-change-reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={STATE_CHANGE_REASON_MAX}
            autoSize={{ minRows: 2, maxRows: 6 }}
            data-testid="state-change-reason"
          />
        </Form.Item>
      </Form>
      <ConfirmAction
        title={
          transition ? t('change.confirm', { action: t(`change.actions.${transition.action}`), ref: reference }) : ''
        }
        content={
          transition && (
            <Flex vertical gap="small">
              <Flex gap="small" align="center" wrap>
                <StateTag state={state} />→<StateTag state={transition.to} />
              </Flex>
              <Typography.Text type="secondary">{reason.trim()}</Typography.Text>
            </Flex>
          )
        }
        mutationFn={() => changeSealState({ ref: reference, state: target!, reason })}
        invalidate={[sealHistoryKeys.seal(reference)]}
        successMessage={t('change.done')}
        onSuccess={() => {
          setTarget(undefined);
          setReason('');
        }}
        danger={danger}
        okText={t('change.submit')}
        button={{ type: 'primary', disabled: !ready }}
        testId="state-change-submit"
      >
        {t('change.submit')}
      </ConfirmAction>
    </Card>
  );
}
