import { describe, expect, it } from 'vitest';
import { fileExtensionOf, MEDIA_UPLOAD_EXTENSIONS, mediaTypeOfFileName } from './mediaFormats.ts';

describe('media upload formats', () => {
  it('lists the accepted extensions in the order the refusal names them', () => {
    expect(MEDIA_UPLOAD_EXTENSIONS.join(', ')).toBe('.mp4, .mp3, .ogg, .opus, .png, .jpg, .jpeg, .pdf');
  });

  it('sends a file as the media type of its extension, whatever its case', () => {
    expect(mediaTypeOfFileName('Depoimento.MP4')).toBe('video');
    expect(mediaTypeOfFileName('audio.opus')).toBe('audio');
    expect(mediaTypeOfFileName('banner.jpeg')).toBe('imagem');
    expect(mediaTypeOfFileName(' catalogo.pdf ')).toBe('pdf');
  });

  it('refuses any other file, or one without an extension', () => {
    expect(mediaTypeOfFileName('planilha.xlsx')).toBeUndefined();
    expect(mediaTypeOfFileName('programa.exe')).toBeUndefined();
    expect(mediaTypeOfFileName('sem-extensao')).toBeUndefined();
    expect(fileExtensionOf('sem-extensao')).toBe('');
  });
});
