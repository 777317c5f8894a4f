import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessTokensDialog } from '@/features/access-tokens/AccessTokensDialog';
import {
  AccessTokensDocument,
  CreateAccessTokenDocument,
  RevokeAccessTokenDocument,
} from '@/features/access-tokens/graphql/access-tokens.generated';
import { renderWithRouter } from '@/testing/render-with-router';

const SECRET = `flexi_pat_${'A'.repeat(43)}`;

function token(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'AccessToken' as const,
    id,
    name: 'Backup script',
    scopes: ['READ'],
    createdAt: '2026-01-02T10:00:00.000Z',
    lastUsedAt: null,
    expiresAt: null,
    expired: false,
    ...overrides,
  };
}

const BACKUP = token('t1');
const SYNC = token('t2', {
  name: 'Sync',
  scopes: ['READ', 'WRITE'],
  lastUsedAt: '2026-01-03T09:15:00.000Z',
  expiresAt: '2026-04-02T10:00:00.000Z',
});

function listMock(items: unknown[]): MockLink.MockedResponse {
  return {
    request: { query: AccessTokensDocument, variables: { limit: 50, offset: 0 } },
    result: {
      data: { accessTokens: { __typename: 'AccessTokenPage', total: items.length, hasMore: false, items } },
    },
  };
}

function renderPanel(mocks: MockLink.MockedResponse[]) {
  const onNotify = vi.fn();
  renderWithRouter(
    [{ path: '/', element: <AccessTokensDialog open onOpenChange={vi.fn()} onNotify={onNotify} /> }],
    {
      mocks,
    },
  );
  return { onNotify };
}

async function rows() {
  const list = await screen.findByRole('list', { name: 'Access tokens' });
  return within(list).getAllByRole('listitem');
}

describe(AccessTokensDialog.name, () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('should say what a token can do and list each with its access, use and expiry', async () => {
    renderPanel([listMock([SYNC, BACKUP])]);

    expect(screen.getByRole('dialog', { name: 'Access tokens' })).toHaveTextContent(
      'No token can create tokens, change your password or email, or delete your account.',
    );
    const [sync, backup] = await rows();
    expect(sync).toHaveTextContent('Read and write');
    expect(sync).toHaveTextContent('Last used');
    expect(sync).toHaveTextContent('Expires');
    expect(backup).toHaveTextContent('Read only');
    expect(backup).toHaveTextContent('Never used');
    expect(backup).toHaveTextContent('Never expires');
  });

  it('should create a token, show it once with Copy and the warning, and list it', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { onNotify } = renderPanel([
      listMock([]),
      {
        request: {
          query: CreateAccessTokenDocument,
          variables: { name: 'Sync', scopes: ['READ', 'WRITE'], expiresInDays: 30 },
        },
        result: {
          data: { createAccessToken: { __typename: 'CreatedAccessToken', token: SECRET, accessToken: SYNC } },
        },
      },
    ]);
    await screen.findByText('You have no access tokens.');

    fireEvent.change(screen.getByLabelText('Token name'), { target: { value: ' Sync ' } });
    fireEvent.change(screen.getByLabelText('Access'), { target: { value: 'WRITE' } });
    fireEvent.change(screen.getByLabelText('Expires after'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));

    expect(await screen.findByLabelText('New access token')).toHaveValue(SECRET);
    expect(screen.getByText('Copy this token now: it will not be shown again.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Token copied to clipboard!');
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(onNotify).not.toHaveBeenCalled();
    expect(await rows()).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('New access token')).not.toBeInTheDocument();
  });

  it('should revoke a token after confirmation, and say why when the server refuses', async () => {
    const { onNotify } = renderPanel([
      listMock([SYNC, BACKUP]),
      {
        request: { query: RevokeAccessTokenDocument, variables: { id: 't1' } },
        result: { errors: [new GraphQLError('Access token not found')] },
      },
      {
        request: { query: RevokeAccessTokenDocument, variables: { id: 't2' } },
        result: { data: { revokeAccessToken: { __typename: 'MessagePayload', message: 'ok' } } },
      },
    ]);

    fireEvent.click(within((await rows())[1]).getByRole('button', { name: /^Revoke/ }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Revoke token?' })).getByRole('button', {
        name: 'Revoke',
      }),
    );
    await vi.waitFor(() =>
      expect(onNotify).toHaveBeenCalledWith('error', 'Failed to revoke token: Access token not found'),
    );

    fireEvent.click(within((await rows())[0]).getByRole('button', { name: /^Revoke/ }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke token?' });
    expect(confirm).toHaveTextContent('“Sync” will stop working at once');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));

    await vi.waitFor(() =>
      expect(onNotify).toHaveBeenCalledWith('success', 'Token revoked: it stops working at once.'),
    );
    expect(await rows()).toHaveLength(1);
  });
});
