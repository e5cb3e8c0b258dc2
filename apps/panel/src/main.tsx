import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { browserTokenStorage, createServices, sessionStorageChatSession } from './app/services.ts';
import { API_BASE_URL } from './config.ts';

const services = createServices({
  baseUrl: API_BASE_URL,
  tokenStorage: browserTokenStorage(window.localStorage, window.sessionStorage, window.location),
  leaveToLanding: () => window.location.replace('/'),
  reloadPage: () => window.location.reload(),
  chatSession: sessionStorageChatSession(window.sessionStorage),
  openTab: () => {
    const tab = window.open('', '_blank');
    if (!tab) return null;
    // The customer's panel gets no handle on the administrator's page.
    tab.opener = null;
    return { go: (url) => tab.location.replace(url), close: () => tab.close() };
  },
  loadPage: (path) => window.location.assign(path),
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App services={services} />
  </StrictMode>,
);
