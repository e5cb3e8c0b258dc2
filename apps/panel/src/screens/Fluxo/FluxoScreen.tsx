import { useLocation } from 'wouter';
import { useServices } from '../../app/ServicesContext.tsx';
import { useResource } from '../../hooks/useResource.ts';
import { useRouteId } from '../../hooks/useRouteId.ts';
import { PATHS } from '../../paths.ts';
import { ProductNav } from '../ProductNav/ProductNav.tsx';
import { FluxoView } from './FluxoView.tsx';
import { FLUXO_COPY as COPY } from './fluxo.copy.ts';
import { FlowMediaScreen } from './media/FlowMediaScreen.tsx';
import { useMediaLibrary } from './media/useMediaLibrary.ts';
import { FlowStepsScreen } from './steps/FlowStepsScreen.tsx';

/**
 * /panel/produto-detalhes/:id — the agent's flow of a product and its media (docs/panel-screens.md). The media
 * library is read here once: the media section shows it and the steps' chips and media picker name from it.
 */
export default function FluxoScreen() {
  const { api } = useServices();
  const [, navigate] = useLocation();
  const productId = useRouteId() ?? 0;
  const library = useMediaLibrary(productId);
  const product = useResource(() => api.products.get(productId), COPY.errors.loadProduct, [api, productId]);
  const productName = product.state.status === 'ready' ? product.state.data.nome_produto : null;

  return (
    <FluxoView
      nav={<ProductNav productId={productId} current="fluxo" productName={productName} />}
      onTestAgent={() => navigate(PATHS.playground)}
      productName={productName}
      productError={product.state.status === 'error' ? product.state.error : null}
      steps={
        <FlowStepsScreen
          productId={productId}
          media={library.media}
          mediaError={library.state.status === 'error' ? library.state.error : null}
          onMediaUploaded={library.added}
        />
      }
      media={<FlowMediaScreen productId={productId} library={library} />}
    />
  );
}
