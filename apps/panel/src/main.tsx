import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createServices, localStorageTokenStorage, sessionStorageChatSession } from './app/services.ts';
import { API_BASE_URL } from './config.ts';

const services = createServices({
  baseUrl: API_BASE_URL,
  tokenStorage: localStorageTokenStorage(window.localStorage),
  leaveToLanding: () => window.location.replace('/'),
  reloadPage: () => window.location.reload(),
  chatSession: sessionStorageChatSession(window.sessionStorage),
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App services={services} />
  </StrictMode>,
);
