import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { LANDING_PATHS } from './app/routes.paths.ts';

// One chunk per page: the pre-rendered HTML is on screen first, and each page hydrates once its chunk is in.
const HomeScreen = lazy(() => import('./screens/Home/HomeScreen.tsx'));
const OrderApprovedScreen = lazy(() => import('./screens/OrderApproved/OrderApprovedScreen.tsx'));
const TermsScreen = lazy(() => import('./screens/Legal/TermsScreen.tsx'));
const PrivacyScreen = lazy(() => import('./screens/Legal/PrivacyScreen.tsx'));
const CookiesScreen = lazy(() => import('./screens/Legal/CookiesScreen.tsx'));

export function LandingRoutes() {
  return (
    <Suspense fallback={null}>
      <Switch>
        <Route path={LANDING_PATHS.home} component={HomeScreen} />
        <Route path={LANDING_PATHS.orderApproved} component={OrderApprovedScreen} />
        <Route path={LANDING_PATHS.terms} component={TermsScreen} />
        <Route path={LANDING_PATHS.privacy} component={PrivacyScreen} />
        <Route path={LANDING_PATHS.cookies} component={CookiesScreen} />
        <Route>
          <Redirect to={LANDING_PATHS.home} replace />
        </Route>
      </Switch>
    </Suspense>
  );
}
