import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createConsoleRouter } from './app/router.tsx';
import { initI18n } from './lib/i18n.ts';
import { queryClient } from './lib/query-client.ts';
import { readPreferredLanguage } from './lib/language.ts';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The console needs a #root element');

// Render only once the catalogue is in: no flash of untranslated keys.
await initI18n(readPreferredLanguage());

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={createConsoleRouter()} />
    </QueryClientProvider>
  </StrictMode>,
);
