import { UiProvider } from '@agente/ui';
import type { Preview } from '@storybook/react-vite';

/** Under the test-runner, its own axe pass (postVisit) checks accessibility; a second, concurrent one would collide. */
const isTestRunner = navigator.userAgent.includes('StorybookTestRunner');

const preview: Preview = {
  initialGlobals: { a11y: { manual: isTestRunner } },
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
  },
  tags: ['autodocs'],
};

export default preview;
