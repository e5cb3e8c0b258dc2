/** A voice note to transcribe: its bytes as fetched from the gateway's address, and what the gateway said it is. */
export interface VoiceNote {
  readonly audio: Buffer;
  /** e.g. "audio/ogg"; the service reads the format from it and from the file name. */
  readonly mimeType: string;
  readonly fileName: string;
}

/**
 * Speech to text. Answers the words heard ('' when it heard none); throws TranscriptionError when the service
 * could not answer. An OpenAI-compatible /audio/transcriptions in production, the embedded stand-in otherwise.
 */
export interface Transcriber {
  transcribe(note: VoiceNote, signal: AbortSignal): Promise<string>;
}

/** Why a transcription gave no words: too slow, refused (4xx), the service's trouble (5xx, network) or a bad answer. */
export type TranscriptionFailure = 'timeout' | 'refused' | 'unavailable' | 'bad_answer';

export class TranscriptionError extends Error {
  constructor(
    readonly failure: TranscriptionFailure,
    message: string,
  ) {
    super(message);
    this.name = 'TranscriptionError';
  }
}
