import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
