import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
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
export const Untagged: Story = {
  args: { lead: { ...storyLead(0), tag: { label: 'ETIQUETAR', tone: 'none' } } },
};
export const UnknownTag: Story = {
  args: { lead: { ...storyLead(0), tag: { label: 'VIP', tone: 'neutral' } } },
};
export const RawPhone: Story = { args: { lead: { ...storyLead(0), phone: '98888-7777' } } };
export const TagPending: Story = { args: { isTagPending: true } };
