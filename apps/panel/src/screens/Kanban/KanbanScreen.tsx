import { useRouteId } from '../../hooks/useRouteId.ts';
import { ProductNav } from '../ProductNav/ProductNav.tsx';
import { KanbanView } from './KanbanView.tsx';
import { useKanbanBoard } from './useKanbanBoard.ts';

/** /panel/kanban/:id — the product's leads by last flow step, under the product's own tabs. */
export default function KanbanScreen() {
  const productId = useRouteId() ?? 0;
  const board = useKanbanBoard(productId);
  return <KanbanView nav={<ProductNav productId={productId} current="kanban" />} {...board} />;
}
