import { UiProvider } from '@agente/ui';
import { Router } from 'wouter';
import { LandingRoutes } from '../routes.tsx';

export interface AppProps {
  /** The route to render on the server (prerender); the browser reads its own location. */
  ssrPath?: string;
}

/**
 * Providers and routes, shared by the browser entry and the prerender. No RAC router is given to
 * UiProvider: every landing page is its own pre-rendered document and /login belongs to the panel,
 * so links navigate natively.
 */
export function App({ ssrPath }: AppProps) {
  return (
    <UiProvider>
      <Router {...(ssrPath === undefined ? {} : { ssrPath })}>
        <LandingRoutes />
      </Router>
    </UiProvider>
  );
}
