import { Spinner } from '@agente/ui';

/** Shown in the main area while a screen's code is being fetched. */
export function ScreenLoading() {
  return <Spinner />;
}
