import { Button, List, Result, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { traceEvents } from '@seal/shared';

export interface DeclaredOutcome {
  result: traceEvents.DeclareResult;
  /** Lines too long to be references, never sent: ignored like the server's. */
  tooLong: string[];
}

interface Props {
  outcome: DeclaredOutcome;
  edited: boolean;
  onAgain: () => void;
}

/** What a declaration did: the seals it concerns, and each input ignored with its reason. */
export function DeclareResultPanel({ outcome, edited, onAgain }: Props) {
  const { t } = useTranslation('trace-events');
  const navigate = useNavigate();
  const { result, tooLong } = outcome;
  const ignored = [...tooLong.map((input) => ({ input, reason: 'format' as const })), ...result.ignored];
  const ignoredCount = result.ignoredCount + tooLong.length;
  return (
    <Result
      status={ignoredCount > 0 ? 'warning' : 'success'}
      title={t(edited ? 'event.changed' : 'event.declared', { count: result.referenceCount })}
      subTitle={
        <>
          {result.containerCount > 0 && <div>{t('event.throughContainers', { count: result.containerCount })}</div>}
          {ignoredCount > 0 && (
            <div data-testid="declare-ignored-count">{t('event.ignored', { count: ignoredCount })}</div>
          )}
        </>
      }
      extra={[
        <Button
          key="list"
          type="primary"
          onClick={() => void navigate(`/tracability/myevents?event=${result.eventId}`)}
          data-testid="declare-see"
        >
          {t('event.see')}
        </Button>,
        !edited && (
          <Button key="again" onClick={onAgain} data-testid="declare-again">
            {t('event.again')}
          </Button>
        ),
      ]}
      data-testid="declare-result"
    >
      {ignored.length > 0 && (
        <List
          size="small"
          header={t('event.ignoredList', { shown: ignored.length, count: ignoredCount })}
          dataSource={ignored}
          renderItem={(entry) => (
            <List.Item>
              <code>{entry.input}</code> <Tag color="warning">{t(`ignoredReasons.${entry.reason}`)}</Tag>
            </List.Item>
          )}
          data-testid="declare-ignored"
        />
      )}
    </Result>
  );
}
