import { describe, expect, it } from 'vitest';
import { documentFormatOf } from '../../src/knowledge/documentFormat.ts';
import { isEncryptedOfficePackage } from '../../src/knowledge/encryptedOffice.ts';
import { extractDocumentText } from '../../src/knowledge/extractText.ts';
import { demoAsset } from '../integrations/multipart.ts';
import { passwordProtectedDocx } from './protectedDocx.ts';

describe('a password-protected DOCX', () => {
  const docx = demoAsset('entregas.docx');
  const protectedDocx = passwordProtectedDocx('segredo', docx);

  it('is taken as a DOCX by its content and read as protected, not unreadable', async () => {
    expect(await documentFormatOf(protectedDocx, 'entregas.docx')).toBe('docx');
    expect(await extractDocumentText('docx', protectedDocx)).toEqual({ error: 'protegido' });
  });

  it('is told apart from the same DOCX unprotected and from another compound file', async () => {
    expect(isEncryptedOfficePackage(docx)).toBe(false);
    expect(await extractDocumentText('docx', docx)).toHaveProperty('text');
    // A compound file without Office's encrypted package (an old .doc, say) is still refused as a format.
    const renamed = Buffer.from(protectedDocx);
    const at = renamed.indexOf(Buffer.from('EncryptedPackage', 'utf16le'));
    renamed.write('X', at, 'utf16le');
    expect(isEncryptedOfficePackage(renamed)).toBe(false);
    expect(await documentFormatOf(renamed, 'velho.doc')).toBeUndefined();
  });

  it('reads a truncated or garbled compound file without throwing', () => {
    expect(isEncryptedOfficePackage(protectedDocx.subarray(0, 600))).toBe(false);
    const garbled = Buffer.from(protectedDocx);
    garbled.fill(0xff, 0x2c, 0x50);
    expect(isEncryptedOfficePackage(garbled)).toBe(false);
  });
});
