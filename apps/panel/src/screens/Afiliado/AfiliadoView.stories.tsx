import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AfiliadoView } from './AfiliadoView.tsx';

const meta = {
  title: 'Screens/Afiliado',
  component: AfiliadoView,
  parameters: { layout: 'fullscreen' },
  args: {
    video: { kind: 'file', url: '/demo/demo.mp4', posterUrl: null },
    programUrl: 'https://afiliados.exemplo.com/programa/agente',
    supportMaterialUrl: 'https://drive.exemplo.com/material-afiliados',
  },
} satisfies Meta<typeof AfiliadoView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Quero ser afiliado/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};
/** Addresses not configured: their links are left out, never dead. */
export const LinksUnset: Story = { args: { programUrl: null, supportMaterialUrl: null } };
export const OnlyProgramLink: Story = { args: { supportMaterialUrl: null } };
export const NoVideo: Story = { args: { video: null } };
