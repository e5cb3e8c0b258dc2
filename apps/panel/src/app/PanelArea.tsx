import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PANEL_NOT_FOUND, PANEL_ROUTES } from '../panelRoutes.tsx';
import { PanelLayoutScreen } from '../screens/PanelLayout/PanelLayoutScreen.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { ScreenLoading } from './ScreenLoading.tsx';

/**
 * Everything under /panel: the guard, the layout, and the screen of the current path (or the panel's own "not
 * found" page, so a mistyped panel address keeps the user in the panel). Loaded on demand.
 */
export default function PanelArea() {
  return (
    <RequireAuth>
      <PanelLayoutScreen>
        <Suspense fallback={<ScreenLoading />}>
          <Switch>
            {PANEL_ROUTES.map(({ path, screen }) => (
              <Route key={path} path={path} component={screen} />
            ))}
            <Route component={PANEL_NOT_FOUND} />
          </Switch>
        </Suspense>
      </PanelLayoutScreen>
    </RequireAuth>
  );
}
