import type { Selectable } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ConversationMessagesTable } from '../tables.ts';
import { outgoingOf, plannedMessageRow } from './outboxRow.ts';

const TURN = {
  userId: 3,
  leadPhone: '5511912345678',
  turnId: 9,
  seq: 1,
  now: new Date('2026-11-29T12:00:00Z'),
};

/** The row as the database gives it back after the turn stored it. */
function stored(row: ReturnType<typeof plannedMessageRow>): Selectable<ConversationMessagesTable> {
  return {
    id: 1,
    transcricao: null,
    transcricao_estado: null,
    created_at: TURN.now,
    seq: TURN.seq,
    ...row,
  } as Selectable<ConversationMessagesTable>;
}

describe('a planned message through its outbox row and back', () => {
  it('gives every adapter the same message the planner made, addressed to the lead', () => {
    const planned = [
      { kind: 'text', text: 'Segue o manual' },
      { kind: 'media', mediaType: 'pdf', url: 'https://x.com.br/m.pdf', fileName: 'Manual.pdf' },
      {
        kind: 'media',
        mediaType: 'pdf',
        url: 'https://x.com.br/m.pdf',
        fileName: 'Manual.pdf',
        caption: 'Leia',
      },
      { kind: 'media', mediaType: 'imagem', url: 'https://x.com.br/f.png', caption: 'Nosso produto' },
      { kind: 'media', mediaType: 'video', url: 'https://x.com.br/v.mp4' },
    ] as const;
    for (const message of planned) {
      expect(outgoingOf(stored(plannedMessageRow(message, TURN)))).toEqual({
        ...message,
        to: TURN.leadPhone,
      });
    }
  });

  it("shows a document without a caption by its name in the transcript, once per turn's message", () => {
    const row = plannedMessageRow(
      { kind: 'media', mediaType: 'pdf', url: 'https://x.com.br/m.pdf', fileName: 'Manual.pdf' },
      TURN,
    );
    expect(row).toMatchObject({
      author: 'agente',
      kind: 'midia',
      texto: 'Manual.pdf',
      media_file_name: 'Manual.pdf',
      delivery: 'pendente',
      dedupe_key: 'turn:9:1',
    });
  });
});
