import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { currentLanguage, switchLanguage } from './i18n';
import './app/global.css';
import { Providers } from './app/providers';
import { router } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

// A French or Chinese visitor gets their texts before the first paint (English is bundled).
void switchLanguage(currentLanguage())
  .catch((error: unknown) => console.error('could not load the language, English is shown', error))
  .finally(() =>
    createRoot(container).render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  );
