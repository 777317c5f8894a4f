import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useAppConfig } from '@/features/white-label/app-config-context';
import { AppConfigProvider } from '@/features/white-label/AppConfigProvider';
import { DEV_SITE_CONFIG_PATH, FEATURE_CONFIG_PATH } from '@/features/white-label/config-urls';
import { pending, stubConfigFetch } from '@/testing/config-fixtures';

function Probe() {
  const config = useAppConfig();
  return (
    <dl>
      <dt>status</dt>
      <dd data-testid="status">{config.status}</dd>
      <dd data-testid="app-name">{config.appName}</dd>
      <dd data-testid="error">{config.error ?? ''}</dd>
      <dd data-testid="topics">{config.enabledTopics.map((topic) => topic.key).join(',')}</dd>
      <dd data-testid="title">{config.site?.title ?? ''}</dd>
    </dl>
  );
}

function renderProvider(initialEntry = '/somewhere') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AppConfigProvider>
            <Probe />
          </AppConfigProvider>
        ),
      },
    ],
    { initialEntries: [initialEntry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe(AppConfigProvider.name, () => {
  it('should report loading while the files are being fetched', () => {
    stubConfigFetch({ site: pending(), features: pending() });

    renderProvider();

    expect(screen.getByTestId('status')).toHaveTextContent('loading');
    expect(screen.getByTestId('app-name')).toHaveTextContent('Flexi');
  });

  it('should expose both configs, the enabled topics and the title when both files load', async () => {
    const fetchMock = stubConfigFetch();

    renderProvider();

    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('ready'));
    expect(screen.getByTestId('topics')).toHaveTextContent(/^familyMemories$/);
    expect(screen.getByTestId('app-name')).toHaveTextContent('Memory Lane');
    await waitFor(() => expect(document.title).toBe('Memory Lane: your journal'));
    // jsdom runs on localhost, a dev host: the site config comes from the /api path.
    expect(fetchMock).toHaveBeenCalledWith(
      DEV_SITE_CONFIG_PATH,
      expect.objectContaining({ cache: 'no-store' }),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      FEATURE_CONFIG_PATH,
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it('should prefer flexiAppName from the feature config when it names the app', async () => {
    stubConfigFetch({
      features: { flexiAppName: { name: 'Journey' }, flexiFeatures: { chat: {} } },
    });

    renderProvider();

    await waitFor(() => expect(screen.getByTestId('app-name')).toHaveTextContent('Journey'));
  });

  it('should report the validation error and stay on the route when the feature config is invalid', async () => {
    stubConfigFetch({ features: { flexiFeatures: { chat: { travel: { enabled: 'yes' } } } } });

    const router = renderProvider();

    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('error'));
    expect(screen.getByTestId('error')).toHaveTextContent('flexifeatures.json: flexiFeatures.chat.travel');
    expect(router.state.location.pathname).toBe('/somewhere');
  });

  it('should report an error when the feature config cannot be fetched', async () => {
    stubConfigFetch({ features: new Response('gone', { status: 404 }) });

    renderProvider();

    await waitFor(() => expect(screen.getByTestId('error')).toHaveTextContent('HTTP 404'));
  });

  it('should go to / and carry on with the defaults when the site config cannot be loaded', async () => {
    stubConfigFetch({ site: new TypeError('Failed to fetch') });

    const router = renderProvider();

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByTestId('status')).toHaveTextContent('ready');
    expect(screen.getByTestId('app-name')).toHaveTextContent('Flexi');
  });
});
