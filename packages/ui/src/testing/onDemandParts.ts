import { loadChatWindow } from '../composites/ChatWidget/ChatWidget.tsx';
import { PickerDialog } from '../composites/PickerDialog/PickerDialog.tsx';
import { loadResultsBody } from '../composites/ResultsPanel/ResultsPanel.tsx';
import { loadToastRegion } from '../composites/ToastRegion/ToastRegion.tsx';
import { UserEditModal } from '../composites/UserEditModal/UserEditModal.tsx';
import { ConfirmDialog } from '../primitives/ConfirmDialog/ConfirmDialog.tsx';
import { loadMenuPopup } from '../primitives/Menu/Menu.tsx';
import { loadPlanCards } from '../site/PlanCards/PlanCardsOnDemand.tsx';

/**
 * Fetches the design system's on-demand code (modals as they first open, open menus, the open support chat, the toasts, the dashboard's results and plans)
 * at once: stories and tests then show those parts without waiting, as a page does once they have arrived.
 */
export async function loadOnDemandParts(): Promise<void> {
  await Promise.all([
    loadChatWindow(),
    loadToastRegion(),
    ConfirmDialog.load(),
    UserEditModal.load(),
    PickerDialog.load(),
    loadMenuPopup(),
    loadResultsBody(),
    loadPlanCards(),
  ]);
}
