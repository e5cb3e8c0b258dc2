import { siteConfig } from '../../config.ts';
import { HomeView } from './HomeView.tsx';

/** / — the landing page, fed by the site configuration. */
export default function HomeScreen() {
  return <HomeView config={siteConfig} />;
}
