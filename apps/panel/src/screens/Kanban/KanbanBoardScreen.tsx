import type { ReactNode } from 'react';
import { KanbanView } from './KanbanView.tsx';
import type { useAccountTags } from './useAccountTags.ts';
import { useKanbanBoard } from './useKanbanBoard.ts';

export interface KanbanBoardScreenProps {
  productId: number;
  tags: ReturnType<typeof useAccountTags>;
  nav?: ReactNode;
  filter?: ReactNode;
  titleOf?: (periodLabel: string) => string;
}

/**
 * One product's board with the account's tags. Its parent keys it by the product and the tags' renames and
 * deletes, so either starts a fresh load.
 */
export function KanbanBoardScreen({ productId, tags, ...around }: KanbanBoardScreenProps) {
  const board = useKanbanBoard(productId, tags.options);
  return (
    <KanbanView
      {...around}
      {...board}
      status={tags.isLoading ? 'loading' : board.status}
      tags={{ manager: tags.manager, onOpen: tags.open }}
    />
  );
}
