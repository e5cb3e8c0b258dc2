import { UiProvider } from '@agente/ui';
import { loadOnDemandParts } from '@agente/ui/testing';
import type { Preview } from '@storybook/react-vite';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';

/** Under the test-runner, its own axe pass (postVisit) checks accessibility; a second, concurrent one would collide. */
const isTestRunner = navigator.userAgent.includes('StorybookTestRunner');

/** The phone width every panel screen must fit (a story picks it with `globals: { viewport: { value: 'phone' } }`). */
const PHONE_VIEWPORT = {
  name: 'Telefone 375 × 812',
  styles: { width: '375px', height: '812px' },
  type: 'mobile',
} as const;

const preview: Preview = {
  initialGlobals: { a11y: { manual: isTestRunner } },
  // Modals, the open chat and the toasts load their code on demand: in place before a story shows them, so
  // nothing appears late in a screenshot.
  loaders: [loadOnDemandParts],
  decorators: [
    (Story) => (
      <UiProvider>
        <Story />
      </UiProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Violations fail the story in the Storybook UI too; the test-runner enforces them headless.
    a11y: { test: 'error' },
    // The test-runner sizes its page from these too (.storybook/test-runner.ts).
    viewport: { options: { ...MINIMAL_VIEWPORTS, phone: PHONE_VIEWPORT } },
  },
  tags: ['autodocs'],
};

export default preview;
