/** The demo accounts every fresh start creates (apps/server/src/demo/accounts.ts). */
export const DEMO = {
  admin: { email: 'admin@exemplo.com.br', senha: 'admin123' },
  customer: { email: 'cliente@exemplo.com.br', senha: 'cliente123' },
  newCustomer: { email: 'novo@exemplo.com.br', senha: 'mudar123' },
} as const;

/** Anything a person can log in with: a demo account or one a journey created. */
export interface DemoAccount {
  readonly email: string;
  readonly senha: string;
}
