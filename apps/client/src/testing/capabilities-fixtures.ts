import type { MockLink } from '@apollo/client/testing';
import type { Capabilities } from '@/features/voice/capabilities';
import { CapabilitiesDocument } from '@/features/voice/graphql/voice.generated';

/** A server with voice entries (10 minutes, 25 MB), no vision, and memory. */
export const VOICE_CAPABILITIES: Capabilities = {
  __typename: 'Capabilities',
  transcription: true,
  transcriptionMaxSeconds: 600,
  transcriptionMaxBytes: 25 * 1024 * 1024,
  vision: false,
  memory: true,
};

/** The capabilities question the signed-in views ask once; by default a server without voice entries. */
export function capabilitiesMock(
  capabilities: Capabilities = { ...VOICE_CAPABILITIES, transcription: false },
): MockLink.MockedResponse {
  return {
    request: { query: CapabilitiesDocument },
    result: { data: { capabilities } },
    maxUsageCount: 5,
  };
}
