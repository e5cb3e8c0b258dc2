import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { helmetOptions, type SecurityOptions, securityHeaderValues } from './securityHeaders.ts';

/** What helmet itself sets on a real answer. */
function helmetHeaders(options: SecurityOptions): Record<string, unknown> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(helmetOptions(options))(request, response, () => undefined);
  return response.getHeaders();
}

describe('security headers captured once', () => {
  it.each([
    { extraFrameHosts: [], https: false },
    { extraFrameHosts: ['https://videos.exemplo.com.br'], https: true },
  ])('are the ones helmet sets on an answer (https: $https)', (options) => {
    const captured = Object.fromEntries(
      securityHeaderValues(options).map(([name, value]) => [name.toLowerCase(), value]),
    );
    expect(captured).toEqual(helmetHeaders(options));
    expect(captured['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
