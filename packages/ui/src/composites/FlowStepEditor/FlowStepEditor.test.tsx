import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FlowStepEditor, type FlowStepEditorProps } from './FlowStepEditor.tsx';
import { FLOW_STEP_EDITOR_LABELS } from './flowStepEditorStoryData.ts';

function renderEditor(props: Partial<FlowStepEditorProps> = {}) {
  const handlers = { onAddMedia: vi.fn(), onAddOffer: vi.fn(), onPause: vi.fn() };
  render(
    <FlowStepEditor
      labels={FLOW_STEP_EDITOR_LABELS}
      chips={[]}
      onRemoveChip={vi.fn()}
      text=""
      onTextChange={vi.fn()}
      maxLength={400}
      hasPause={false}
      onSubmit={vi.fn()}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('FlowStepEditor', () => {
  it('puts its insert buttons in one toolbar, one Tab stop walked with the arrow keys', async () => {
    const user = userEvent.setup();
    const { onAddOffer } = renderEditor();
    const toolbar = screen.getByRole('toolbar', { name: 'Inserir na etapa' });
    const button = (name: string) => within(toolbar).getByRole('button', { name });
    await user.tab();
    expect(button('Adicionar mídia')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(button('Adicionar oferta')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAddOffer).toHaveBeenCalledTimes(1);
    await user.keyboard('{End}');
    expect(button('Pausar agente')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Texto da etapa' })).toHaveFocus();
  });

  it('leaves the pause out of the arrow keys once the step pauses', async () => {
    const user = userEvent.setup();
    renderEditor({ hasPause: true });
    expect(screen.getByRole('button', { name: 'Pausar agente' })).toBeDisabled();
    await user.tab();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Adicionar oferta' })).toHaveFocus();
  });
});
