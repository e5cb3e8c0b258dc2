import { UiProvider } from '@agente/ui';
import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { vi } from 'vitest';
import { Route, Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ServicesProvider } from '../../../app/ServicesContext.tsx';
import { createServices, type TokenStorage } from '../../../app/services.ts';
import { SessionProvider } from '../../../app/session.tsx';
import { createFakeApi, type FakeApi, type Handler, json, type Schemas } from './fakeApi.ts';
import { customer } from './fixtures.ts';

export interface RenderScreenOptions {
  /** The route pattern the screen is mounted on ("/panel/ofertas/:id"). */
  route: string;
  /** The address opened ("/panel/ofertas/3"). */
  path: string;
  routes?: Record<string, Handler>;
  /** The logged-in user (GET /api/auth/me); null leaves no token stored. */
  user?: Schemas['User'] | null;
}

function memoryTokenStorage(initial: string | null): TokenStorage {
  let token = initial;
  return {
    read: () => token,
    write: (value) => {
      token = value;
    },
    remove: () => {
      token = null;
    },
  };
}

function UiWithRouter({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return <UiProvider navigate={navigate}>{children}</UiProvider>;
}

/** Renders one screen inside the panel's providers, on a fake server at the fetch boundary. */
export function renderScreen(Screen: ComponentType, options: RenderScreenOptions) {
  const user = options.user === undefined ? customer : options.user;
  const api: FakeApi = createFakeApi({
    'GET /api/auth/me': () => json({ user }),
    ...options.routes,
  });
  const tokenStorage = memoryTokenStorage(user ? 'token-de-teste' : null);
  const reloadPage = vi.fn();
  const services = createServices({
    baseUrl: 'http://localhost',
    tokenStorage,
    leaveToLanding: vi.fn(),
    reloadPage,
    fetch: api.fetch,
  });
  const location = memoryLocation({ path: options.path, record: true });
  const view = render(
    <ServicesProvider services={services}>
      <Router hook={location.hook}>
        <UiWithRouter>
          <SessionProvider>
            <Route path={options.route} component={Screen} />
          </SessionProvider>
        </UiWithRouter>
      </Router>
    </ServicesProvider>,
  );
  return { ...view, api, location, tokenStorage, reloadPage, services };
}
