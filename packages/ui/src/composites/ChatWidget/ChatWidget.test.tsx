import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChatWidget, type ChatWidgetProps } from './ChatWidget.tsx';
import { CHAT_CONVERSATION, CHAT_LABELS } from './chatStoryData.ts';

const noop = () => undefined;

function renderChat(overrides: Partial<ChatWidgetProps> = {}) {
  const onSend = vi.fn();
  const onFontSizeChange = vi.fn();
  function Harness() {
    const [draft, setDraft] = useState(overrides.draft ?? '');
    return (
      <ChatWidget
        isOpen
        isMinimised={false}
        fontSize="medium"
        messages={[]}
        isTyping={false}
        isSending={false}
        labels={CHAT_LABELS}
        onOpen={noop}
        onClose={noop}
        onMinimise={noop}
        onExpand={noop}
        onFontSizeChange={onFontSizeChange}
        onSend={onSend}
        {...overrides}
        draft={draft}
        onDraftChange={setDraft}
      />
    );
  }
  render(<Harness />);
  return { onSend, onFontSizeChange, field: () => screen.getByRole('textbox', { name: 'Sua mensagem' }) };
}

describe('ChatWidget', () => {
  it('sends on Enter and starts a new line on Shift+Enter', async () => {
    const user = userEvent.setup();
    const { onSend, field } = renderChat();

    await user.type(field(), 'Olá{Shift>}{Enter}{/Shift}tudo bem?');
    expect(onSend).not.toHaveBeenCalled();
    expect(field()).toHaveValue('Olá\ntudo bem?');

    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledOnce();
    expect(field()).toHaveValue('Olá\ntudo bem?');
  });

  it('does not send a blank message, nor while one is being sent', async () => {
    const user = userEvent.setup();
    const blank = renderChat();
    await user.type(blank.field(), '   {Enter}');
    expect(blank.onSend).not.toHaveBeenCalled();
  });

  it('does not send while the previous message is on its way', async () => {
    const user = userEvent.setup();
    const { onSend, field } = renderChat({ isSending: true, draft: 'outra' });
    await user.type(field(), '{Enter}');
    // While pending the button is named 'Enviar' plus its spinner's label.
    await user.click(screen.getByRole('button', { name: /^Enviar/ }));
    expect(onSend).not.toHaveBeenCalled();
  });

  it('shows markup in a reply as text and addresses as safe links', () => {
    renderChat({
      messages: [
        {
          id: 'x',
          content: '<img src=x onerror=alert(1)> veja https://exemplo.com',
          isUser: false,
          timestamp: CHAT_CONVERSATION[0]?.timestamp ?? 0,
        },
      ],
    });
    const log = screen.getByRole('log', { name: 'Conversa com o suporte' });
    expect(log.querySelector('img')).toBeNull();
    expect(within(log).getByText(/<img src=x onerror=alert\(1\)>/)).toBeInTheDocument();
    const link = within(log).getByRole('link', { name: /exemplo\.com/ });
    expect(link).toHaveAttribute('href', 'https://exemplo.com/');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows each message with its author and pt-BR time, and the greeting only while empty', () => {
    renderChat({ messages: CHAT_CONVERSATION });
    const items = within(screen.getByRole('log')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Você: Como conecto meu número?14:30');
    expect(items[1]).toHaveTextContent(/^Suporte: Em "Conectar WhatsApp"/);
    expect(items[2]).toHaveTextContent('14:32');
    expect(screen.queryByText(CHAT_LABELS.greeting)).not.toBeInTheDocument();
  });

  it('changes the font size with the keyboard', async () => {
    const user = userEvent.setup();
    const { onFontSizeChange } = renderChat();
    screen.getByRole('radio', { name: 'Fonte pequena' }).focus();
    await user.keyboard(' ');
    expect(onFontSizeChange).toHaveBeenCalledWith('small');
    await user.click(screen.getByRole('radio', { name: 'Fonte grande' }));
    expect(onFontSizeChange).toHaveBeenLastCalledWith('large');
  });

  it('shows only the title bar when minimised', () => {
    renderChat({ isMinimised: true, messages: CHAT_CONVERSATION });
    expect(screen.getByRole('heading', { name: 'Suporte' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expandir' })).toBeInTheDocument();
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('ChatWidget: a person', () => {
  it("offers 'Falar com uma pessoa' only when given where it leads", () => {
    const { unmount } = render(
      <ChatWidget
        isOpen
        isMinimised={false}
        fontSize="medium"
        messages={[]}
        isTyping={false}
        isSending={false}
        draft=""
        labels={CHAT_LABELS}
        personUrl="https://wa.me/5511999998888"
        onOpen={noop}
        onClose={noop}
        onMinimise={noop}
        onExpand={noop}
        onFontSizeChange={noop}
        onDraftChange={noop}
        onSend={noop}
      />,
    );
    const person = screen.getByRole('link', { name: 'Falar com uma pessoa (abre em nova aba)' });
    expect(person).toHaveAttribute('href', 'https://wa.me/5511999998888');
    expect(person).toHaveAttribute('rel', 'noopener noreferrer');
    unmount();

    renderChat({ personUrl: null });
    expect(screen.queryByRole('link', { name: /Falar com uma pessoa/ })).not.toBeInTheDocument();
  });
});
