import { ConfirmDialog } from '@agente/ui';
import { PANEL_LAYOUT_COPY as COPY } from './panelLayout.copy.ts';

export interface PauseConfirmProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onConfirm: () => void;
}

/** The question before pausing the agent, which silences every conversation. */
export function PauseConfirm({ isOpen, onOpenChange, onConfirm }: PauseConfirmProps) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onConfirm={onConfirm}
      title={COPY.agentPause.confirmTitle}
      confirmLabel={COPY.agentPause.confirm}
      cancelLabel={COPY.agentPause.cancel}
      tone="danger"
    >
      {COPY.agentPause.confirmBody}
    </ConfirmDialog>
  );
}
