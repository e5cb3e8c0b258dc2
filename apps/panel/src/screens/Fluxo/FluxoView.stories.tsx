import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyProductNav } from '../ProductNav/storyNav.tsx';
import { FluxoView } from './FluxoView.tsx';
import { FlowMediaView } from './media/FlowMediaView.tsx';
import { FlowStepsView } from './steps/FlowStepsView.tsx';
import { mediaSection, mediaView, stepsSection, stepsView } from './testing/fluxoStories.tsx';

const stepsPart = (steps: Partial<typeof stepsSection> = {}) => (
  <FlowStepsView {...stepsView} steps={{ ...stepsSection, ...steps }} />
);
const mediaPart = (media: Partial<typeof mediaSection> = {}) => (
  <FlowMediaView {...mediaView} media={{ ...mediaSection, ...media }} />
);

const meta = {
  title: 'Screens/Fluxo',
  component: FluxoView,
  parameters: { layout: 'fullscreen' },
  args: {
    nav: storyProductNav('fluxo'),
    productName: 'Kit Capilar',
    steps: stepsPart(),
    media: mediaPart(),
    onTestAgent: () => {},
  },
} satisfies Meta<typeof FluxoView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: {
    productName: null,
    steps: stepsPart({ status: 'loading', steps: [] }),
    media: mediaPart({ status: 'loading', items: [] }),
  },
};
export const Empty: Story = { args: { steps: stepsPart({ steps: [] }), media: mediaPart({ items: [] }) } };
export const Filled: Story = {};
export const LoadError: Story = {
  args: {
    steps: stepsPart({ status: 'error', loadError: 'Erro ao carregar etapas do fluxo', steps: [] }),
    media: mediaPart({ status: 'error', loadError: 'Erro ao carregar mídias', items: [] }),
  },
};
