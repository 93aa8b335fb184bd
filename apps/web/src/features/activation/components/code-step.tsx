import { useTranslation } from 'react-i18next';
import { SecurityCodeField } from '../../../components/security-code/security-code-field';
import type { Challenge } from '../../../components/security-code/challenge';
import { currentLanguage } from '../../../i18n';
import type { SealFlow } from '../api/seal-flow';
import { formatCount } from '../model/format';

export interface CodeStepProps<I> {
  flow: SealFlow<I>;
  input: I;
  inputKey: string;
  /** Seals the request writes (from the verification). */
  count: number;
  challenge: Challenge | null;
  onChallenge: (challenge: Challenge) => void;
}

/** The security code of an activation or cancellation (valid 10 minutes, 5 tries), for the seals it writes. */
export function CodeStep<I>({ flow, input, inputKey, count, challenge, onChallenge }: CodeStepProps<I>) {
  const { t } = useTranslation('activation');
  return (
    <SecurityCodeField
      intro={t(`code.intro.${flow.kind}`, { count, total: formatCount(count, currentLanguage()) })}
      requestCode={() => flow.requestCode(input)}
      inputKey={inputKey}
      challenge={challenge}
      onChallenge={onChallenge}
    />
  );
}
