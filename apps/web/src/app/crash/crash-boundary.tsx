import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PageSpinner } from '../../components/page-spinner';
import { recoverFromCrash } from './crash-handler';
import { CrashSupport, NewVersionLoading } from './crash-support';
import { isChunkLoadError, isReloadingForNewVersion, reloadForNewVersion } from './new-version';

interface State {
  crashed: boolean;
  support: boolean;
  newVersion: boolean;
}

/**
 * Catches any render crash of the console and hands it to the recovery (log, restart). A screen
 * whose file is gone (a new build deployed while the tab was open) reloads the page asked for
 * instead, once, saying a new version is loading.
 */
export class CrashBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { crashed: false, support: false, newVersion: false };

  static getDerivedStateFromError(): Partial<State> {
    return { crashed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // A failed preload already started the reload (vite's event): its import then answers nothing.
    if (isReloadingForNewVersion() || (isChunkLoadError(error) && reloadForNewVersion())) {
      this.setState({ newVersion: true });
      return;
    }
    void recoverFromCrash(error, info.componentStack ?? undefined).then((outcome) => {
      if (outcome === 'support') this.setState({ support: true });
    });
  }

  override render(): ReactNode {
    if (!this.state.crashed) return this.props.children;
    if (this.state.newVersion) return <NewVersionLoading />;
    return this.state.support ? <CrashSupport /> : <PageSpinner fullScreen />;
  }
}
