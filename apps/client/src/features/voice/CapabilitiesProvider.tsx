import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { CapabilitiesContext } from '@/features/voice/capabilities';
import { CapabilitiesDocument } from '@/features/voice/graphql/voice.generated';

/**
 * Asks the server once what it offers (then the cache answers) and hands it down: the microphone shows only
 * where voice entries work. A failed question offers nothing optional, quietly: everything else still works.
 */
export function CapabilitiesProvider({ children }: { children: ReactNode }) {
  const { data } = useQuery(CapabilitiesDocument, { fetchPolicy: 'cache-first' });
  return (
    <CapabilitiesContext.Provider value={data?.capabilities ?? null}>{children}</CapabilitiesContext.Provider>
  );
}
