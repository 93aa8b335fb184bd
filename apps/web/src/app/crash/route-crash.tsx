import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router';
import { PageSpinner } from '../../components/page-spinner';
import { recoverFromCrash } from './crash-handler';
import { CrashSupport } from './crash-support';

/** The router's error element (errors outside the crash boundary): same recovery, no component stack. */
export function RouteCrash() {
  const error = useRouteError();
  const [support, setSupport] = useState(false);
  useEffect(() => {
    void recoverFromCrash(error).then((outcome) => setSupport(outcome === 'support'));
  }, [error]);
  return support ? <CrashSupport /> : <PageSpinner fullScreen />;
}
