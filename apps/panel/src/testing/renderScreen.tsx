import type { ComponentType } from 'react';
import { Route } from 'wouter';
import { ToastsProvider } from '../app/toasts.tsx';
import { type RenderWithAppOptions, renderWithApp } from './renderWithApp.tsx';

export interface RenderScreenOptions extends Omit<RenderWithAppOptions, 'chatSession'> {
  /** The route pattern the screen is mounted on ("/panel/ofertas/:id"). */
  route: string;
}

/** Renders one screen on its route, with the toast corner the panel layout gives it. */
export function renderScreen(Screen: ComponentType, options: RenderScreenOptions) {
  const { route, ...appOptions } = options;
  return renderWithApp(
    <ToastsProvider>
      <Route path={route} component={Screen} />
    </ToastsProvider>,
    appOptions,
  );
}
