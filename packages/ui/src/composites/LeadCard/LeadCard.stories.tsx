import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { LEAD_LABELS, storyLead, TAG_OPTIONS } from '../KanbanBoard/kanbanStoryData.ts';
import { LeadCard } from './LeadCard.tsx';

const meta = {
  title: 'Composites/LeadCard',
  component: LeadCard,
  args: { lead: storyLead(0), labels: LEAD_LABELS, tagOptions: TAG_OPTIONS, onTagSelect: fn() },
} satisfies Meta<typeof LeadCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tagged: Story = {};

/** The tag is changed from the keyboard, then with the mouse; the contact link opens the chat in a new tab. */
export const ChangeTag: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /^Etiqueta de Maria Souza/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onTagSelect).toHaveBeenLastCalledWith(1, 'COMPRA EFETUADA');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CANCELADO' }));
    await expect(args.onTagSelect).toHaveBeenLastCalledWith(1, 'CANCELADO');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    const contact = canvas.getByRole('link', { name: /ENTRAR EM CONTATO/ });
    await expect(contact).toHaveAttribute('href', args.lead.contactHref);
    await expect(contact).toHaveAttribute('target', '_blank');
  },
};
export const Untagged: Story = {
  args: { lead: { ...storyLead(0), tag: { label: 'ETIQUETAR', color: 'none' } } },
};
export const UnknownTag: Story = {
  args: { lead: { ...storyLead(0), tag: { label: 'VIP', color: 'neutral' } } },
};
export const RawPhone: Story = { args: { lead: { ...storyLead(0), phone: '98888-7777' } } };
/** The server is confirming a tag change: the button waits and cannot be opened. */
export const TagPending: Story = {
  args: { isTagPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Etiqueta de Maria Souza/ })).toBeDisabled();
  },
};

/** With the panel's conversation of the lead linked beside the chat link. */
export const WithConversation: Story = {
  args: {
    lead: { ...storyLead(0), conversationHref: '/panel/conversas/5511988880000' },
    labels: { ...LEAD_LABELS, conversation: 'VER CONVERSA' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'VER CONVERSA' })).toHaveAttribute(
      'href',
      '/panel/conversas/5511988880000',
    );
  },
};

/** The lead asked the agent to stop: a "Não perturbe" badge, since when in its tooltip and read aloud. */
export const DoNotDisturb: Story = {
  args: { lead: { ...storyLead(0), doNotDisturb: 'Não perturbe desde 18/06/2025 10:02' } },
  play: async ({ canvas }) => {
    const badge = canvas.getByTitle('Não perturbe desde 18/06/2025 10:02');
    await expect(badge).toBeVisible();
    await expect(badge).toHaveTextContent(/^Não perturbe/);
    await expect(canvas.getByRole('article', { name: 'Maria Souza' })).toHaveTextContent(
      'Não perturbe desde 18/06/2025 10:02',
    );
  },
};

/** The lead bought: a "Comprou" badge with the amount and the offer. */
export const Purchased: Story = {
  args: { lead: { ...storyLead(0), purchase: 'Comprou · R$ 197,00 · Kit 3 frascos' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Comprou · R$ 197,00 · Kit 3 frascos')).toBeVisible();
  },
};
