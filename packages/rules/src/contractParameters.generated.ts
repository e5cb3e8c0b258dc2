// Generated from openapi.yaml by scripts/generate-contract-rules.ts (npm run generate:api). Never edit by hand.

// Rules of the shared parameters (path and query), the same way.

export const LeadPhone = {
  pattern: '^[0-9]{8,15}$',
  messages: { pattern: 'Telefone inválido', type: 'Telefone inválido' },
} as const;
