import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LEAD_LABELS, storyLead, TAG_OPTIONS } from '../KanbanBoard/kanbanStoryData.ts';
import { LeadCard } from './LeadCard.tsx';

// A right-to-left override: without isolation, everything after it on the card reads backwards.
const REVERSING_NAME = 'Ana \u202Emoc.evil';

describe('a lead card', () => {
  it('isolates the name, so its direction characters reorder nothing around it', () => {
    render(
      <LeadCard
        lead={{ ...storyLead(0), name: REVERSING_NAME }}
        labels={LEAD_LABELS}
        tagOptions={TAG_OPTIONS}
        onTagSelect={vi.fn()}
      />,
    );
    const heading = screen.getByRole('heading', { level: 3 });
    const isolated = heading.querySelector('bdi');
    expect(isolated?.textContent).toBe(REVERSING_NAME);
    expect(heading.textContent).toBe(REVERSING_NAME);
  });
});
