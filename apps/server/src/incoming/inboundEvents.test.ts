import { describe, expect, it } from 'vitest';
import type { InboundMedia, InboundMessage } from '../gateways/instances/inboundEvent.ts';
import { messageContent } from './inboundEvents.ts';

const URL_ = 'https://arquivos.exemplo.com/m/abc';

const message = (
  text: string,
  media?: Partial<InboundMedia> & Pick<InboundMedia, 'kind'>,
): InboundMessage => ({
  kind: 'message',
  providerMessageId: 'm1',
  leadPhone: '5511912345678',
  direction: 'in',
  pushName: '',
  text: media ? '' : text,
  media: media && {
    mime: undefined,
    url: undefined,
    providerMediaId: undefined,
    fileName: undefined,
    voiceNote: false,
    caption: text,
    ...media,
  },
  at: new Date('2026-03-10T12:00:00Z'),
});

describe('messageContent', () => {
  it('keeps plain text as it is', () => {
    expect(messageContent(message('oi'))).toEqual({ text: 'oi', media: undefined, mediaUrl: undefined });
  });

  it.each([
    ['image', 'imagem'],
    ['video', 'video'],
    ['audio', 'audio'],
  ] as const)('reads a %s as %s with its caption and address', (kind, kept) => {
    expect(messageContent(message('quanto custa?', { kind, url: URL_ }))).toEqual({
      text: 'quanto custa?',
      media: kept,
      mediaUrl: URL_,
    });
  });

  it('reads a PDF by its type or its name, and any other document by its name as the words', () => {
    expect(messageContent(message('', { kind: 'document', url: URL_, mime: 'application/pdf' }))).toEqual({
      text: '',
      media: 'pdf',
      mediaUrl: URL_,
    });
    expect(
      messageContent(message('', { kind: 'document', url: URL_, fileName: 'Orçamento.PDF' })).media,
    ).toBe('pdf');
    expect(messageContent(message('', { kind: 'document', url: URL_, fileName: 'planilha.xlsx' }))).toEqual({
      text: 'planilha.xlsx',
      media: undefined,
      mediaUrl: undefined,
    });
    expect(messageContent(message('segue', { kind: 'document', fileName: 'planilha.xlsx' })).text).toBe(
      'segue',
    );
  });

  it('drops an address that is not http(s), keeping the media', () => {
    expect(messageContent(message('', { kind: 'audio', url: 'javascript:alert(1)' }))).toEqual({
      text: '',
      media: 'audio',
      mediaUrl: undefined,
    });
  });
});
