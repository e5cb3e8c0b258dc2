import { siteConfig } from '../../config.ts';
import markdown from '../../content/legal/cookies.md?raw';
import { LegalView } from './LegalView.tsx';

/** /cookies — Política de Cookies (text in src/content/legal/cookies.md). */
export default function CookiesScreen() {
  return <LegalView config={siteConfig} markdown={markdown} />;
}
