/**
 * A response body's bytes, read as they stream and dropped past `maxBytes` (null): a huge body never sits in
 * memory. A declared Content-Length over the cap is refused before reading.
 */
export async function readCappedBytes(response: Response, maxBytes: number): Promise<Buffer | null> {
  if (Number(response.headers.get('content-length')) > maxBytes) {
    await response.body?.cancel();
    return null;
  }
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
