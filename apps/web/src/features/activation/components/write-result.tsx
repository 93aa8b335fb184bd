import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRights } from '../../../api/session';
import { currentLanguage } from '../../../i18n';
import { formatCount } from '../model/format';

export interface WriteDone {
  kind: 'activation' | 'cancellation';
  /** Seals written. */
  count: number;
  /** Ranges written (one row each). */
  ranges: number;
  /** The first reference of the request, to look it up in the private consultation. */
  firstReference?: string;
}

export interface WriteResultProps {
  done: WriteDone;
  /** The list of what was written ("See the activations"). */
  onList: () => void;
  /** Starts the wizard again. */
  onAgain: () => void;
}

/** The end of the wizard: what was written, and where to go from there. */
export function WriteResult({ done, onList, onAgain }: WriteResultProps) {
  const { t } = useTranslation('activation');
  const navigate = useNavigate();
  const rights = useRights();
  const language = currentLanguage();
  const ref = done.firstReference;
  return (
    <Result
      status="success"
      title={t(`result.title.${done.kind}`, { count: done.count, total: formatCount(done.count, language) })}
      subTitle={t('result.ranges', { count: done.ranges })}
      extra={
        <Flex gap="small" wrap justify="center">
          <Button type="primary" onClick={onList} data-testid="result-list">
            {t(`result.list.${done.kind}`)}
          </Button>
          {ref && rights['secu.history'] && (
            <Button
              onClick={() => void navigate('/privateconsultation', { state: { ref } })}
              data-testid="result-consult"
            >
              {t('result.consult', { reference: ref })}
            </Button>
          )}
          <Button onClick={onAgain} data-testid="result-again">
            {t(`result.again.${done.kind}`)}
          </Button>
        </Flex>
      }
      data-testid="write-result"
    />
  );
}
