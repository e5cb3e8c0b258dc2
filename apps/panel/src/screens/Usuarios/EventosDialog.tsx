import {
  Banner,
  Button,
  Dialog,
  EmptyState,
  Modal,
  type PurchaseEventItem,
  PurchaseEventList,
  Spinner,
} from '@agente/ui';
import { USUARIOS_COPY } from './usuarios.copy.ts';

const COPY = USUARIOS_COPY.events;

export interface EventosDialogData {
  userName: string;
  status: 'loading' | 'ready' | 'error';
  error: string | null;
  items: readonly PurchaseEventItem[];
}

export interface EventosDialogProps {
  /** The account whose events are shown; kept while the dialog animates out. */
  events: EventosDialogData | null;
  isOpen: boolean;
  onClose: () => void;
}

/** An account's events (GET /api/usuarios/{id}/eventos): purchases and the administrator's accesses, newest first. */
export function EventosDialog({ events, isOpen, onClose }: EventosDialogProps) {
  return (
    <Modal
      size="md"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog
        title={COPY.title(events?.userName ?? '')}
        closeLabel={COPY.close}
        footer={({ close }) => (
          <Button variant="secondary" onPress={close}>
            {COPY.close}
          </Button>
        )}
      >
        {events?.status === 'loading' && <Spinner aria-label={USUARIOS_COPY.loading} />}
        {events?.status === 'error' && <Banner tone="danger">{events.error}</Banner>}
        {events?.status === 'ready' &&
          (events.items.length === 0 ? (
            <EmptyState title={COPY.empty} />
          ) : (
            <PurchaseEventList items={events.items} aria-label={COPY.list} />
          ))}
      </Dialog>
    </Modal>
  );
}
