import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('#root not found in index.html');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Built pages arrive pre-rendered (prerender.ts) and are hydrated; the dev server sends an empty root.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
