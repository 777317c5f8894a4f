import { createContext, useContext } from 'react';
import type { CapabilitiesQuery } from '@/features/voice/graphql/voice.generated';

export type Capabilities = CapabilitiesQuery['capabilities'];

/** What the server offers; null until known (and wherever no provider is mounted): nothing optional shows. */
export const CapabilitiesContext = createContext<Capabilities | null>(null);

/** The server's capabilities, asked once per session by CapabilitiesProvider; null while unknown. */
export function useCapabilities(): Capabilities | null {
  return useContext(CapabilitiesContext);
}
