import { useState } from 'react';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { ActivationWizard } from './components/activation-wizard';
import { WriteResult, type WriteDone } from './components/write-result';

const LIST = '/security/activation';

/** /security/activation/new: the activation wizard, then what it activated. */
export default function ActivationNewPage() {
  const { t } = useTranslation('activation');
  const navigate = useNavigate();
  const [done, setDone] = useState<WriteDone | null>(null);
  const [round, setRound] = useState(0);
  return (
    <>
      <PageTitle>{t('routes.secuActivationNew')}</PageTitle>
      <Card>
        {done ? (
          <WriteResult
            done={done}
            onList={() => void navigate(LIST)}
            onAgain={() => {
              setDone(null);
              setRound(round + 1);
            }}
          />
        ) : (
          <ActivationWizard key={round} onCancel={() => void navigate(LIST)} onDone={setDone} />
        )}
      </Card>
    </>
  );
}
