import { UiProvider } from '@agente/ui';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ServicesProvider } from '../app/ServicesContext.tsx';
import { type ChatSessionStore, createServices, type OpenedTab, type TokenStorage } from '../app/services.ts';
import { SessionProvider } from '../app/session.tsx';
import { createFakeApi, type FakeApi, type Handler, json, type Schemas } from './fakeApi.ts';
import { customer } from './fixtures.ts';

export interface RenderWithAppOptions {
  /** The address opened, with its query ("/login?token=abc"). */
  path: string;
  routes?: Record<string, Handler>;
  /** The logged-in user (GET /api/auth/me with the stored token); null leaves no token stored. */
  user?: Schemas['User'] | null;
  /** Where the support chat keeps its session; a fresh in-memory one unless given (to render a reload). */
  chatSession?: ChatSessionStore;
  /** The tab was opened on an access link: the administrator looking at the user's panel. */
  customerView?: boolean;
  /** What opening a new tab gives (null: the browser refused); none is opened unless given. */
  openTab?: () => OpenedTab | null;
}

function memoryTokenStorage(initial: string | null, customerView: boolean): TokenStorage {
  let token = initial;
  return {
    isCustomerView: () => customerView && token !== null,
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

/**
 * Renders routes inside the panel's providers on a fake server at the fetch boundary, with the query string
 * of the memory location (useSearch) and the whole address history (screens read ?token= or navigate).
 */
export function renderWithApp(ui: ReactNode, options: RenderWithAppOptions) {
  const user = options.user === undefined ? customer : options.user;
  const api: FakeApi = createFakeApi({
    'GET /api/auth/me': () => json({ user }),
    'GET /version.json': () => json({ version: 'v1' }),
    ...options.routes,
  });
  const tokenStorage = memoryTokenStorage(user ? 'token-de-teste' : null, options.customerView ?? false);
  const reloadPage = vi.fn();
  const loadPage = vi.fn();
  const leaveToLanding = vi.fn();
  const services = createServices({
    baseUrl: 'http://localhost',
    tokenStorage,
    leaveToLanding,
    reloadPage,
    fetch: api.fetch,
    loadPage,
    ...(options.openTab ? { openTab: options.openTab } : {}),
    ...(options.chatSession ? { chatSession: options.chatSession } : {}),
  });
  const location = memoryLocation({ path: options.path, record: true });
  const view = render(
    <ServicesProvider services={services}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <UiWithRouter>
          <SessionProvider>{ui}</SessionProvider>
        </UiWithRouter>
      </Router>
    </ServicesProvider>,
  );
  /** The address on show now. */
  const currentPath = () => location.history.at(-1);
  return {
    ...view,
    api,
    location,
    currentPath,
    tokenStorage,
    reloadPage,
    leaveToLanding,
    loadPage,
    services,
  };
}
