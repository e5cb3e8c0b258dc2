import { fileTypeFromBuffer } from 'file-type';
import { isEncryptedOfficePackage } from './encryptedOffice.ts';
import type { KnowledgeDocumentFormat } from './tables.ts';

/**
 * The format of an uploaded document, by its content, never its name: PDF and DOCX by their leading bytes
 * (file-type), plain text (TXT, Markdown) when it has no binary signature and reads as UTF-8 without control
 * bytes. A password-protected DOCX (Office's encrypted package) is a DOCX whose reading ends in 'protegido'.
 * The name only tells a Markdown file from a text one. Undefined: not a format the base reads.
 */
export async function documentFormatOf(
  bytes: Uint8Array,
  fileName: string,
): Promise<KnowledgeDocumentFormat | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.ext === 'pdf') return 'pdf';
  if (detected?.ext === 'docx') return 'docx';
  // A password-protected DOCX is a compound file, not a zip: kept so its state says it is protected.
  if (detected?.ext === 'cfb' && isEncryptedOfficePackage(bytes)) return 'docx';
  if (detected !== undefined || !isPlainText(bytes)) return undefined;
  return /\.(md|markdown)$/i.test(fileName.trim()) ? 'md' : 'txt';
}

function isPlainText(bytes: Uint8Array): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // NUL and the other C0 controls but tab, line feed and carriage return mean a binary file.
    for (let index = 0; index < text.length; index++) {
      const code = text.charCodeAt(index);
      if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return false;
    }
    return true;
  } catch {
    return false;
  }
}
