import { lazy, Suspense, useEffect } from 'react';
import { Alert, Card, Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { readReference } from '@seal/shared';
import { errorMessage } from '../../api/error-message';
import { notify } from '../../api/notify';
import { useRights } from '../../api/session';
import { PageTitle } from '../../components/page-title';
import { useSealData } from './api/use-seal-data';
import { CertificateCard } from './components/certificate-card';
import { ReferenceContainers } from './components/reference-containers';
import { ReferenceLookup } from './components/reference-lookup';
import { SealCard } from './components/seal-card';
import { SealHistoryPanel } from './components/seal-history-panel';
import { StateChangePanel } from './components/state-change-panel';
import { TraceabilityCard } from './components/traceability-card';
import { isContainerLookup } from './container-navigation';
import { lookUpToastOf } from './look-up-toast';
import { lookUpState, PRIVATE_CONSULTATION_PATH, referenceOf } from './navigation';

/** A container's consultation (its tree, its events) loads only when a container is looked up. */
const ContainerConsultation = lazy(() => import('./components/container-consultation'));

/**
 * /privateconsultation (secu.history): one seal's card, its merged history and the changes of
 * state the user may make. The reference comes in the navigation state (`ref`: the dashboard box,
 * the global search, a notification) or is typed here; each look-up is a history entry of its own.
 * A container's code (the global search's container suggestion, or typed) shows that container.
 * With certicask.view, the seal's cask certificates show under its card.
 */
export default function PrivateConsultationPage() {
  const { t } = useTranslation('seal-history');
  const location = useLocation();
  const navigate = useNavigate();
  const typed = referenceOf(location.state);
  const container = Boolean(typed) && isContainerLookup(location.state, typed);
  const reading = readReference(typed);
  const ref = reading.ok && !container ? reading.reference : null;
  const seal = useSealData(ref);
  const data = seal.data;
  const seesCertificates = Boolean(useRights()['certicask.view']);
  const toast = lookUpToastOf({ data, error: seal.error });
  const { dataUpdatedAt, errorUpdatedAt } = seal;

  // One toast per answer (spec 001 section 8's mapping); keyed, so a quick second look-up replaces it.
  useEffect(() => {
    if (toast) notify.error(t(toast), 'private-consultation');
  }, [toast, dataUpdatedAt, errorUpdatedAt, t]);

  return (
    <Flex vertical gap="middle">
      <PageTitle>{t('routes.privateConsultation')}</PageTitle>
      <Card size="small">
        <ReferenceLookup
          key={typed}
          initial={typed}
          onLookUp={(printed) => void navigate(PRIVATE_CONSULTATION_PATH, { state: lookUpState(printed) })}
        />
      </Card>
      {container && (
        <Suspense fallback={<Spin />}>
          <ContainerConsultation key={typed} code={typed} />
        </Suspense>
      )}
      {seal.isFetching && !data && <Spin />}
      {seal.isError && <Alert type="error" showIcon title={toast ? t(toast) : errorMessage(seal.error)} />}
      {data && data.state === null && (
        <Alert type="error" showIcon title={t(`errors.${data.key}`)} data-testid="seal-unknown" />
      )}
      {data && data.state !== null && (
        <>
          <SealCard data={data} />
          {seesCertificates && <CertificateCard key={`certificates-${data.ref}`} reference={data.ref} />}
          <ReferenceContainers reference={data.ref} />
          <StateChangePanel reference={data.ref} state={data.state} />
          <Card size="small" title={t('history.title')}>
            {data.activation ? (
              <SealHistoryPanel key={data.ref} reference={data.ref} activatedOn={data.activation.date} />
            ) : (
              <Alert type="info" showIcon title={t('history.notActivated')} data-testid="seal-not-activated" />
            )}
          </Card>
          <TraceabilityCard key={`events-${data.ref}`} reference={data.ref} />
        </>
      )}
      {!typed && !data && <Alert type="info" showIcon title={t('lookup.intro')} />}
    </Flex>
  );
}
