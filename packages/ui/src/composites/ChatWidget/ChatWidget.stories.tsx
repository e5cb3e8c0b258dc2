import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button.tsx';
import { Dialog } from '../../primitives/Dialog/Dialog.tsx';
import { Modal } from '../../primitives/Modal/Modal.tsx';
import { ChatWidget, type ChatWidgetMessage, type ChatWidgetProps } from './ChatWidget.tsx';
import { CHAT_CONVERSATION, CHAT_LABELS } from './chatStoryData.ts';

const meta = {
  title: 'Composites/ChatWidget',
  component: ChatWidget,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 580 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    isOpen: true,
    isMinimised: false,
    fontSize: 'medium',
    messages: [],
    isTyping: false,
    isSending: false,
    draft: '',
    labels: CHAT_LABELS,
    onOpen: fn(),
    onClose: fn(),
    onMinimise: fn(),
    onExpand: fn(),
    onFontSizeChange: fn(),
    onDraftChange: fn(),
    onSend: fn(),
  },
} satisfies Meta<typeof ChatWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The widget with its own state, sending what is typed as the user's message. */
function Live(args: ChatWidgetProps) {
  const [isOpen, setOpen] = useState(args.isOpen);
  const [isMinimised, setMinimised] = useState(args.isMinimised);
  const [fontSize, setFontSize] = useState(args.fontSize);
  const [draft, setDraft] = useState(args.draft);
  const [messages, setMessages] = useState<readonly ChatWidgetMessage[]>(args.messages);
  return (
    <ChatWidget
      {...args}
      isOpen={isOpen}
      isMinimised={isMinimised}
      fontSize={fontSize}
      draft={draft}
      messages={messages}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onMinimise={() => setMinimised(true)}
      onExpand={() => setMinimised(false)}
      onFontSizeChange={(size) => {
        args.onFontSizeChange(size);
        setFontSize(size);
      }}
      onDraftChange={setDraft}
      onSend={() => {
        args.onSend();
        setMessages((current) => [
          ...current,
          {
            id: `u${current.length}`,
            content: draft.trim(),
            isUser: true,
            timestamp: Date.UTC(2026, 0, 15, 17, 45),
          },
        ]);
        setDraft('');
      }}
    />
  );
}

export const Closed: Story = { args: { isOpen: false } };

/** Empty conversation: the greeting. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Suporte' })).toBeVisible();
    await expect(canvas.getByText('Olá! Como posso ajudá-lo hoje?')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  },
};

/** Times in pt-BR HH:mm; the address in a reply is a link opening in a new tab. */
export const Conversation: Story = {
  args: { messages: CHAT_CONVERSATION },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /ajuda\.exemplo\.com\.br\/conectar/ });
    await expect(link).toHaveAttribute('href', 'https://ajuda.exemplo.com.br/conectar');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByText('14:30')).toBeVisible();
  },
};

export const Typing: Story = { args: { messages: CHAT_CONVERSATION.slice(0, 2), isTyping: true } };

export const Sending: Story = {
  args: { messages: CHAT_CONVERSATION.slice(0, 1), isSending: true },
};

export const SmallFont: Story = { args: { messages: CHAT_CONVERSATION, fontSize: 'small' } };
export const LargeFont: Story = { args: { messages: CHAT_CONVERSATION, fontSize: 'large' } };

export const Minimised: Story = { args: { messages: CHAT_CONVERSATION, isMinimised: true } };

/** Mouse opens the chat; Shift+Enter makes a new line, Enter sends; a blank message is not sent. */
export const TypeAndSend: Story = {
  args: { isOpen: false },
  render: (args) => <Live {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir suporte' }));
    const field = canvas.getByRole('textbox', { name: 'Sua mensagem' });
    await expect(field).toHaveFocus();
    await userEvent.keyboard('   {Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, 'Primeira linha{Shift>}{Enter}{/Shift}segunda linha');
    await expect(field).toHaveValue('Primeira linha\nsegunda linha');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledOnce();
    const log = canvas.getByRole('log', { name: 'Conversa com o suporte' });
    await expect(within(log).getByText(/Primeira linha\s+segunda linha/)).toBeVisible();
    await expect(field).toHaveValue('');
  },
};

/** Keyboard: font size with the arrows and Space, minimise and expand, close gives focus back to the button. */
export const KeyboardControls: Story = {
  args: { messages: CHAT_CONVERSATION },
  render: (args) => <Live {...args} />,
  play: async ({ canvas, args }) => {
    canvas.getByRole('radio', { name: 'Fonte média' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Fonte grande' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onFontSizeChange).toHaveBeenCalledWith('large');
    await expect(canvas.getByRole('radio', { name: 'Fonte grande' })).toBeChecked();

    canvas.getByRole('button', { name: 'Minimizar' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('log')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Expandir' }));
    await expect(canvas.getByRole('log')).toBeVisible();

    canvas.getByRole('button', { name: 'Fechar' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Abrir suporte' })).toHaveFocus();
  },
};

/** The automation could not help: 'Falar com uma pessoa' leads to the support team's WhatsApp in a new tab. */
export const TalkToPerson: Story = {
  args: { messages: CHAT_CONVERSATION.slice(0, 2), personUrl: 'https://wa.me/5511999998888?text=Ol%C3%A1' },
  play: async ({ canvas }) => {
    const person = canvas.getByRole('link', { name: /Falar com uma pessoa/ });
    await expect(person).toHaveAttribute('href', 'https://wa.me/5511999998888?text=Ol%C3%A1');
    await expect(person).toHaveAttribute('target', '_blank');
    await expect(person).toBeVisible();
  },
};

/** On a phone the open chat is a full-screen sheet. */
export const OnPhone: Story = {
  args: { messages: CHAT_CONVERSATION },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const chat = canvas.getByRole('region', { name: 'Suporte' });
    await waitFor(() => {
      const box = chat.getBoundingClientRect();
      expect(box.left).toBe(0);
      expect(box.top).toBe(0);
      expect(Math.round(box.width)).toBe(window.innerWidth);
      expect(Math.round(box.height)).toBe(window.innerHeight);
    });
  },
};

/** A modal's backdrop covers the page: the chat button is not shown above it, and shows again once it closes. */
export const HiddenUnderModal: Story = {
  args: { isOpen: false },
  render: (args) => (
    <>
      <ChatWidget {...args} />
      <DialogTrigger>
        <Button>Abrir diálogo</Button>
        <Modal>
          <Dialog title="Um diálogo">Conteúdo</Dialog>
        </Modal>
      </DialogTrigger>
    </>
  ),
  play: async ({ canvas }) => {
    const launcher = canvas.getByRole('button', { name: 'Abrir suporte' });
    await expect(launcher).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir diálogo' }));
    await waitFor(() => expect(launcher).not.toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(launcher).toBeVisible());
  },
};
