import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConversationList } from './ConversationList.tsx';

const REVERSING_NAME = 'Ana \u2067Lima';
const REVERSING_PREVIEW = 'Lead: \u202Eoi, quanto custa?';

describe('the conversation list', () => {
  it("isolates each lead's name and last message, so their direction stays inside them", () => {
    render(
      <ConversationList
        items={[
          {
            id: '5511970000000',
            title: REVERSING_NAME,
            subtitle: '(11) 97000-0000',
            preview: REVERSING_PREVIEW,
            time: '18/06/2025 10:02',
            timeIso: '2025-06-18T13:02:00.000Z',
            paused: false,
            href: '/panel/conversas/5511970000000',
          },
        ]}
        labels={{
          title: 'Conversas',
          paused: 'Pausado',
          loadMore: 'Carregar mais',
          loadingMore: 'Carregando...',
        }}
      />,
    );
    const isolated = [...screen.getByRole('row').querySelectorAll('bdi')].map((node) => node.textContent);
    expect(isolated).toEqual([REVERSING_NAME, REVERSING_PREVIEW]);
  });

  it('is one Tab stop: arrows, Home/End and a name typed move between rows; Enter opens the focused one', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    const row = (id: string, title: string) => ({
      id,
      title,
      subtitle: id,
      preview: 'oi',
      time: '10:02',
      timeIso: '2025-06-18T13:02:00.000Z',
      paused: false,
      href: `/panel/conversas/${id}`,
    });
    render(
      <>
        <button type="button">antes</button>
        <ConversationList
          items={[row('1', 'Ana'), row('2', 'Bruno'), row('3', 'Carla'), row('4', 'Caio')]}
          labels={{ title: 'Conversas', paused: 'Pausado', loadMore: 'Carregar mais', loadingMore: '...' }}
          onOpen={onOpen}
        />
        <button type="button">depois</button>
      </>,
    );
    const rows = screen.getAllByRole('row');
    await user.click(screen.getByRole('button', { name: 'antes' }));
    await user.tab();
    expect(rows[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(rows[3]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(rows[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(rows[1]).toHaveFocus();
    await user.keyboard('ca');
    expect(rows[2]).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'depois' })).toHaveFocus();
    // Back in, on the row last focused: the list is one Tab stop.
    await user.tab({ shift: true });
    expect(rows[2]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith('/panel/conversas/3');
    await user.click(rows[1] as HTMLElement);
    expect(onOpen).toHaveBeenLastCalledWith('/panel/conversas/2');
  });
});
