import { UiProvider } from '@agente/ui';
import { type ReactNode, Suspense, useDeferredValue } from 'react';
import { type BaseLocationHook, type BaseSearchHook, Route, Router, Switch, useLocation } from 'wouter';
import { PANEL_AREA, PUBLIC_ROUTES } from '../routes.tsx';
import { LeaveToLanding } from './LeaveToLanding.tsx';
import { usePreloadOpenedScreen } from './preloadOpenedScreen.ts';
import { ServicesProvider } from './ServicesContext.tsx';
import type { PanelServices } from './services.ts';
import { SessionProvider, useSession } from './session.tsx';

export interface AppProps {
  services: PanelServices;
  /** wouter location hooks; the browser's by default (tests pass memoryLocation's). */
  location?: { hook: BaseLocationHook; searchHook?: BaseSearchHook };
}

export function App({ services, location }: AppProps) {
  return (
    <ServicesProvider services={services}>
      <Router
        {...(location ? { hook: location.hook } : {})}
        {...(location?.searchHook ? { searchHook: location.searchHook } : {})}
      >
        <PreloadOpenedScreen />
        <RouterAwareUi>
          <SessionProvider>
            <Suspense fallback={null}>
              <Switch>
                {PUBLIC_ROUTES.map(({ path, screen }) => (
                  <Route key={path} path={path} component={screen} />
                ))}
                <Route path={PANEL_AREA.path}>
                  <OnceSessionChecked>
                    <PANEL_AREA.screen />
                  </OnceSessionChecked>
                </Route>
                <Route>
                  <LeaveToLanding />
                </Route>
              </Switch>
            </Suspense>
          </SessionProvider>
        </RouterAwareUi>
      </Router>
    </ServicesProvider>
  );
}

function PreloadOpenedScreen() {
  usePreloadOpenedScreen();
  return null;
}

/**
 * The panel area renders once the session check has answered (it shows nothing before), as a deferred update:
 * - its code, asked for meanwhile, is then usually here, so nothing suspends: a suspended first render would
 *   commit a fallback, and React holds the reveal that follows for its suspense throttle (300 ms);
 * - React renders the whole panel (layout, menu and screen) in short slices, so the page keeps answering input.
 */
function OnceSessionChecked({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const isChecked = useDeferredValue(status !== 'checking');
  return status !== 'checking' && isChecked ? children : null;
}

/** react-aria links and buttons with an href navigate through wouter. */
function RouterAwareUi({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return <UiProvider navigate={navigate}>{children}</UiProvider>;
}
