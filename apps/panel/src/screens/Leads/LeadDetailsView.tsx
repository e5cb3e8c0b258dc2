import { ActionLink, Dialog, Inline, Modal, ProfileSummary, Spinner, Stack, Text } from '@agente/ui';
import { LEADS_COPY } from './leads.copy.ts';

const COPY = LEADS_COPY.lead;

export interface LeadDetails {
  name: string;
  details: readonly { label: string; value: string }[];
  conversationHref: string;
  contactHref: string;
}

export type LeadDetailsViewProps = {
  onClose: () => void;
} & ({ status: 'loading' } | { status: 'error'; error: string } | { status: 'ready'; lead: LeadDetails });

/** The lead a link opened (from the dashboard or a conversation), over its product's board. Pure. */
export function LeadDetailsView(props: LeadDetailsViewProps) {
  const title = props.status === 'ready' ? props.lead.name : COPY.loading;
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
    >
      <Dialog title={title} closeLabel={COPY.close}>
        {props.status === 'loading' && <Spinner aria-label={COPY.loading} />}
        {props.status === 'error' && (
          <Text tone="danger" role="alert">
            {props.error}
          </Text>
        )}
        {props.status === 'ready' && (
          <Stack gap="lg">
            <ProfileSummary
              name={props.lead.name}
              details={props.lead.details}
              headingLevel={3}
              showAvatar={false}
            />
            <Inline gap="sm">
              <ActionLink href={props.lead.conversationHref}>{COPY.conversation}</ActionLink>
              <ActionLink
                href={props.lead.contactHref}
                variant="secondary"
                isExternal
                newTabLabel={COPY.newTabHint}
              >
                {COPY.contact}
              </ActionLink>
            </Inline>
          </Stack>
        )}
      </Dialog>
    </Modal>
  );
}
