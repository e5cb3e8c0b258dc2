/**
 * Paths whose operations carry `security: []` in openapi.yaml: they are called without a token.
 * A test keeps this list equal to the contract.
 */
export const PUBLIC_PATHS: ReadonlySet<string> = new Set([
  '/api/auth/login',
  '/api/auth/recuperar-senha',
  '/api/auth/redefinir-senha',
  '/api/auth/link-de-acesso',
  '/api/auth/link-de-acesso/conta',
  '/api/webhooks/checkout',
  '/api/webhooks/instancias/{secret}',
  '/api/webhooks/vendas/{plataforma}/{chave}/{segredo}',
  '/api/webhooks/whatsapp-cloud',
  '/version.json',
  '/healthz',
  '/readyz',
]);
