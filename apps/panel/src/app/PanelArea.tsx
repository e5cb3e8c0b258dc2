import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PANEL_ROUTES } from '../routes.tsx';
import { PanelLayoutScreen } from '../screens/PanelLayout/PanelLayoutScreen.tsx';
import { LeaveToLanding } from './LeaveToLanding.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { ScreenLoading } from './ScreenLoading.tsx';

/** Everything under /panel: the guard, the layout, and the screen of the current path. Loaded on demand. */
export default function PanelArea() {
  return (
    <RequireAuth>
      <PanelLayoutScreen>
        <Suspense fallback={<ScreenLoading />}>
          <Switch>
            {PANEL_ROUTES.map(({ path, screen }) => (
              <Route key={path} path={path} component={screen} />
            ))}
            <Route>
              <LeaveToLanding />
            </Route>
          </Switch>
        </Suspense>
      </PanelLayoutScreen>
    </RequireAuth>
  );
}
