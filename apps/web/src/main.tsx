import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { currentLanguage, switchLanguage } from './i18n';
import './app/global.css';
import { Providers } from './app/providers';
import { CrashBoundary } from './app/crash/crash-boundary';
import { sayIfNewVersion, watchForNewVersion } from './app/crash/new-version';
import { AppRoutes } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

// A tab open across a deployment reloads the screen it asked for rather than failing (decision 0027).
watchForNewVersion();

// A French or Chinese visitor gets their texts before the first paint (English is bundled).
void switchLanguage(currentLanguage())
  .catch((error: unknown) => console.error('could not load the language, English is shown', error))
  .finally(() => {
    sayIfNewVersion();
    createRoot(container).render(
      <StrictMode>
        <Providers>
          <BrowserRouter>
            {/* Crashes outside the pages' own boundary (the root layout) recover alike. */}
            <CrashBoundary>
              <AppRoutes />
            </CrashBoundary>
          </BrowserRouter>
        </Providers>
      </StrictMode>,
    );
  });
