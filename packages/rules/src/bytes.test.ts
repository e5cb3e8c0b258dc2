import { describe, expect, it } from 'vitest';
import { formatBytes } from './bytes.ts';

describe('formatBytes', () => {
  it('writes whole megabytes plainly and a fraction with a pt-BR comma', () => {
    expect(formatBytes(20 * 1_024 * 1_024)).toBe('20 MB');
    expect(formatBytes(2.5 * 1_024 * 1_024)).toBe('2,5 MB');
  });

  it('writes less than a megabyte in kilobytes, never 0 KB', () => {
    expect(formatBytes(512 * 1_024)).toBe('512 KB');
    expect(formatBytes(10)).toBe('1 KB');
  });

  it("counts a document's size in kilobytes when asked to", () => {
    expect(formatBytes(2 * 1_024 * 1_024, 'KB')).toBe('2048 KB');
    expect(formatBytes(1_600, 'KB')).toBe('2 KB');
  });
});
