import { describe, expect, it } from 'vitest';
import { instancesMessageContent } from './instancesEvents.ts';

const URL_ = 'https://arquivos.exemplo.com/m/abc';

describe('instancesMessageContent', () => {
  it('keeps plain text as it is', () => {
    expect(instancesMessageContent('oi', undefined)).toEqual({
      text: 'oi',
      media: undefined,
      mediaUrl: undefined,
    });
  });

  it.each([
    ['image', 'imagem'],
    ['video', 'video'],
    ['audio', 'audio'],
  ] as const)('reads a %s as %s with its caption and address', (type, kind) => {
    expect(instancesMessageContent('quanto custa?', { type, url: URL_ })).toEqual({
      text: 'quanto custa?',
      media: kind,
      mediaUrl: URL_,
    });
  });

  it('reads a PDF by its type or its name, and any other document by its name as the words', () => {
    const pdf = { type: 'document', url: URL_, mime_type: 'application/pdf' } as const;
    expect(instancesMessageContent('', pdf)).toEqual({ text: '', media: 'pdf', mediaUrl: URL_ });
    expect(
      instancesMessageContent('', { type: 'document', url: URL_, file_name: 'Orçamento.PDF' }).media,
    ).toBe('pdf');
    expect(instancesMessageContent('', { type: 'document', url: URL_, file_name: 'planilha.xlsx' })).toEqual({
      text: 'planilha.xlsx',
      media: undefined,
      mediaUrl: undefined,
    });
    expect(instancesMessageContent('segue', { type: 'document', file_name: 'planilha.xlsx' }).text).toBe(
      'segue',
    );
  });

  it('drops an address that is not http(s), keeping the media', () => {
    expect(instancesMessageContent('', { type: 'audio', url: 'javascript:alert(1)' })).toEqual({
      text: '',
      media: 'audio',
      mediaUrl: undefined,
    });
  });
});
