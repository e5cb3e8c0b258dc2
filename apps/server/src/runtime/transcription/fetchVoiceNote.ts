import { fileTypeFromBuffer } from 'file-type';
import { TRANSCRIBE_AUDIO_MAX_BYTES } from '../../constants.ts';
import type { VoiceNote } from '../../gateways/transcription/transcriber.ts';
import { TranscriptionError } from '../../gateways/transcription/transcriber.ts';
import { readCappedBytes } from '../../http/cappedBody.ts';

/** WhatsApp voice notes are Ogg Opus: what a file of unknown content is sent as. */
const DEFAULT_FORMAT = { ext: 'ogg', mime: 'audio/ogg' } as const;

/**
 * The voice note's bytes from the address the gateway gave, up to TRANSCRIBE_AUDIO_MAX_BYTES, named by what its
 * content really is (speech-to-text services read the format from the file name and type).
 */
export async function fetchVoiceNote(url: string, signal: AbortSignal): Promise<VoiceNote> {
  let response: Response;
  let audio: Buffer | null;
  try {
    response = await fetch(url, { signal });
    audio = response.ok ? await readCappedBytes(response, TRANSCRIBE_AUDIO_MAX_BYTES) : null;
  } catch (error) {
    if (signal.aborted) throw new TranscriptionError('timeout', 'o áudio não chegou a tempo');
    throw new TranscriptionError('unavailable', error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw new TranscriptionError('unavailable', `áudio: HTTP ${response.status}`);
  if (audio === null)
    throw new TranscriptionError('refused', `áudio maior que ${TRANSCRIBE_AUDIO_MAX_BYTES} bytes`);
  if (audio.length === 0) throw new TranscriptionError('refused', 'áudio vazio');
  const detected = await fileTypeFromBuffer(audio);
  const format = detected ?? DEFAULT_FORMAT;
  return { audio, mimeType: format.mime, fileName: `mensagem-de-voz.${format.ext}` };
}
