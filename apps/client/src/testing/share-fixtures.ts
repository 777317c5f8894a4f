import type { MockLink } from '@apollo/client/testing';
import { ShareEntryDocument } from '@/features/share/graphql/share.generated';

/** A shareEntry answer for a mock: the entry e2 (continuation 2 of c1) unless overridden. */
export function shareEntryMock(
  variables: { entryId: string; expiresInDays?: number | null },
  link: Record<string, unknown> = {},
): MockLink.MockedResponse {
  return {
    request: { query: ShareEntryDocument, variables },
    result: {
      data: {
        shareEntry: {
          __typename: 'ShareLink',
          conversationId: 'c1',
          entryId: variables.entryId,
          kind: 'continuation',
          continuationIndex: 2,
          noteId: null,
          projectName: 'Garden',
          // The server's PUBLIC_URL: the link is built from the page's origin instead (spec §2).
          url: 'https://api.example/#/share/post/c1/2',
          sharedAt: '2024-05-01T10:00:00.000Z',
          expiresAt: null,
          expired: false,
          ...link,
        },
      },
    },
  };
}
