import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PageSpinner } from '../../components/page-spinner';
import { recoverFromCrash } from './crash-handler';
import { CrashSupport } from './crash-support';

interface State {
  crashed: boolean;
  support: boolean;
}

/** Catches any render crash of the console and hands it to the recovery (log, restart). */
export class CrashBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { crashed: false, support: false };

  static getDerivedStateFromError(): Partial<State> {
    return { crashed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    void recoverFromCrash(error, info.componentStack ?? undefined).then((outcome) => {
      if (outcome === 'support') this.setState({ support: true });
    });
  }

  override render(): ReactNode {
    if (!this.state.crashed) return this.props.children;
    return this.state.support ? <CrashSupport /> : <PageSpinner fullScreen />;
  }
}
