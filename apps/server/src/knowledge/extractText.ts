import mammoth from 'mammoth';
import { extractText as extractPdfText, getDocumentProxy } from 'unpdf';
import { isEncryptedOfficePackage } from './encryptedOffice.ts';
import type { DOCUMENT_ERRORS } from './knowledgeTexts.ts';
import type { KnowledgeDocumentFormat } from './tables.ts';

export type ExtractionError = keyof typeof DOCUMENT_ERRORS;

/** The document's text, or why it has none the base can use. */
export type Extraction = { readonly text: string } | { readonly error: ExtractionError };

/** Text of a document by well-kept readers: unpdf (pdf.js) for PDF, mammoth for DOCX, UTF-8 for TXT/Markdown. */
export async function extractDocumentText(
  format: KnowledgeDocumentFormat,
  bytes: Uint8Array,
): Promise<Extraction> {
  if (format === 'docx' && isEncryptedOfficePackage(bytes)) return { error: 'protegido' };
  try {
    const text = await readText(format, bytes);
    return /[\p{L}\p{N}]/u.test(text) ? { text } : { error: 'semTexto' };
  } catch (error) {
    return { error: isPasswordError(error) ? 'protegido' : 'ilegivel' };
  }
}

async function readText(format: KnowledgeDocumentFormat, bytes: Uint8Array): Promise<string> {
  if (format === 'pdf') {
    // pdf.js takes the buffer over: it is given a copy, so the caller's bytes stay readable.
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const { text } = await extractPdfText(pdf, { mergePages: false });
    return text.join('\n\n');
  }
  if (format === 'docx') {
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    return value;
  }
  return new TextDecoder('utf-8').decode(bytes);
}

/** pdf.js reports an encrypted PDF as a PasswordException (an encrypted DOCX is recognised before reading). */
function isPasswordError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === 'PasswordException' || (typeof message === 'string' && /password/i.test(message));
}
