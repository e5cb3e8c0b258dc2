import { useRouteId } from '../../hooks/useRouteId.ts';
import { ProductNav } from '../ProductNav/ProductNav.tsx';
import { KanbanBoardScreen } from './KanbanBoardScreen.tsx';
import { useAccountTags } from './useAccountTags.ts';

/** /panel/kanban/:id — the product's leads by last flow step, under the product's own tabs. */
export default function KanbanScreen() {
  const productId = useRouteId() ?? 0;
  const tags = useAccountTags();
  return (
    <KanbanBoardScreen
      key={`${productId}-${tags.changes}`}
      productId={productId}
      tags={tags}
      nav={<ProductNav productId={productId} current="kanban" />}
    />
  );
}
