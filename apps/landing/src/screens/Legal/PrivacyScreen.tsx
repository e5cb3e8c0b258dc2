import { siteConfig } from '../../config.ts';
import markdown from '../../content/legal/privacidade.md?raw';
import { LegalView } from './LegalView.tsx';

/** /privacidade — Política de Privacidade (text in src/content/legal/privacidade.md). */
export default function PrivacyScreen() {
  return <LegalView config={siteConfig} markdown={markdown} />;
}
