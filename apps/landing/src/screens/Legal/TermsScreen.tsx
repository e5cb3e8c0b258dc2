import { siteConfig } from '../../config.ts';
import markdown from '../../content/legal/termos.md?raw';
import { LegalView } from './LegalView.tsx';

/** /termos — Termos de Uso (text in src/content/legal/termos.md). */
export default function TermsScreen() {
  return <LegalView config={siteConfig} markdown={markdown} />;
}
