import { MEDIA_MAX_BYTES } from '@agente/rules';
import { describe, expect, it } from 'vitest';
import { fileProblem, mediaTypeOf, titleFromFileName, validateUpload } from './mediaUploadForm.ts';

const file = (name: string, type: string, size = 10) => {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};

describe('media upload form', () => {
  it('sends the type the browser names, or the extension’s when it names none', () => {
    expect(mediaTypeOf(file('foto.JPG', 'image/jpeg'))).toBe('imagem');
    expect(mediaTypeOf(file('demo.mp4', 'video/mp4'))).toBe('video');
    expect(mediaTypeOf(file('voz.opus', ''))).toBe('audio');
    expect(mediaTypeOf(file('voz.ogg', 'application/octet-stream'))).toBe('audio');
    expect(mediaTypeOf(file('catalogo.pdf', 'application/pdf'))).toBe('pdf');
    expect(mediaTypeOf(file('notas.pdf', 'text/plain'))).toBeNull();
  });

  it('checks the size first, then the extension, then the type', () => {
    expect(fileProblem(file('grande.mp4', 'video/mp4', MEDIA_MAX_BYTES + 1))).toBe(
      'O arquivo excede o tamanho máximo permitido de 20MB',
    );
    expect(fileProblem(file('no-limite.mp4', 'video/mp4', MEDIA_MAX_BYTES))).toBeNull();
    expect(fileProblem(file('planilha.xlsx', 'application/vnd.ms-excel'))).toBe(
      'Tipo de arquivo não permitido. Formatos aceitos: .mp4, .mp3, .ogg, .opus, .png, .jpg, .jpeg, .pdf',
    );
    expect(fileProblem(file('sem-extensao', ''))).toMatch(/^Tipo de arquivo não permitido/);
    expect(fileProblem(file('notas.pdf', 'text/plain'))).toBe('Tipo de arquivo não suportado');
  });

  it('asks for a file and a title (not only spaces)', () => {
    expect(validateUpload({ file: null, title: '   ' })).toEqual({
      file: 'Selecione um arquivo para upload',
      title: 'O título é obrigatório',
    });
    expect(validateUpload({ file: file('a.png', 'image/png'), title: 'Foto' })).toEqual({});
  });

  it("suggests the file's name without its extension as the title, within the limit", () => {
    expect(titleFromFileName('Depoimento da Ana.mp4')).toBe('Depoimento da Ana');
    expect(titleFromFileName('catalogo.2025.pdf')).toBe('catalogo.2025');
    expect(titleFromFileName('sem-extensao')).toBe('sem-extensao');
    expect(titleFromFileName(`${'a'.repeat(200)}.png`)).toHaveLength(150);
  });
});
