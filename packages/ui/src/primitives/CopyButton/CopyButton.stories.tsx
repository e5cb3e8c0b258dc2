import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, mocked, spyOn, userEvent, waitFor } from 'storybook/test';
import { CopyButton, type CopyButtonProps } from './CopyButton.tsx';

/** Story-only stand-in for packages/machines' feedback timer. */
const FAKE_FEEDBACK_MS = 300;

const meta = {
  title: 'Primitives/CopyButton',
  component: CopyButton,
  args: {
    text: 'https://painel.exemplo.com/login?token=abc',
    copied: false,
    onCopy: fn(),
    label: 'Copiar link',
  },
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

function WithFakeTimer(args: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), FAKE_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <CopyButton
      {...args}
      copied={copied}
      onCopy={() => {
        args.onCopy();
        setCopied(true);
      }}
    />
  );
}

/** Copies the text, confirms with "Link copiado!", and reverts when the (fake) timer ends. */
export const CopiesAndConfirms: Story = {
  args: { copiedLabel: 'Link copiado!' },
  render: (args) => <WithFakeTimer {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar link' }));
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenCalledWith(args.text);
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Link copiado!' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Link copiado!');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copiar link' })).toBeVisible());
  },
};

export const Copied: Story = {
  args: { copied: true, label: 'Copiar', copiedLabel: 'Copiado!' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Copiado!' })).toBeVisible();
  },
};

/** A refused clipboard reports the error and shows no confirmation. */
export const ClipboardRefused: Story = {
  args: { onCopyError: fn() },
  play: async ({ args, canvas }) => {
    mocked(navigator.clipboard.writeText).mockRejectedValueOnce(new Error('NotAllowedError'));
    canvas.getByRole('button', { name: 'Copiar link' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onCopyError).toHaveBeenCalled());
    await expect(args.onCopy).not.toHaveBeenCalled();
  },
};
