import { siteConfig } from '../../siteConfig.ts';
import { AfiliadoView } from './AfiliadoView.tsx';

/** /panel/seja-afiliado — the affiliate programme; addresses from the site configuration. */
export default function AfiliadoScreen() {
  return (
    <AfiliadoView
      video={siteConfig.videos.affiliate}
      programUrl={siteConfig.affiliate.programUrl}
      supportMaterialUrl={siteConfig.affiliate.supportMaterialUrl}
    />
  );
}
