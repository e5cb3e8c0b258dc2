import { createContext, type ReactNode, useContext } from 'react';
import type { PanelServices } from './services.ts';

const ServicesContext = createContext<PanelServices | null>(null);

export function ServicesProvider({ services, children }: { services: PanelServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): PanelServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ServicesProvider>');
  return services;
}
