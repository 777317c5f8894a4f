import { vi } from 'vitest';

export const SITE_CONFIG_JSON = {
  title: 'Memory Lane: your journal',
  placeholder: 'Type your answer here (100 words or less)',
  appName: 'Memory Lane',
};

export const FEATURE_CONFIG_JSON = {
  flexiFeatures: {
    chat: {
      familyMemories: {
        displayName: 'Family Memories',
        enabled: true,
        promptQuestions: [{ id: 'q1', text: 'Which memory?', required: true }],
      },
      travel: {
        displayName: 'Travel',
        enabled: false,
        promptQuestions: [{ id: 'q1', text: 'Where to?' }],
      },
    },
  },
};

// JSON to serve, or a Response, an Error (network down) or a pending promise.
type Answer = unknown;

/**
 * Stubs fetch for the two config files: a plain value is served as JSON, a Response as is, an Error is
 * thrown (network down), a never-settling promise keeps the request pending.
 */
export function stubConfigFetch({
  site = SITE_CONFIG_JSON,
  features = FEATURE_CONFIG_JSON,
}: { site?: Answer; features?: Answer } = {}) {
  const answer = (value: Answer): Promise<Response> => {
    if (value instanceof Error) return Promise.reject(value);
    if (value instanceof Response) return Promise.resolve(value);
    if (value instanceof Promise) return value;
    return Promise.resolve(new Response(JSON.stringify(value)));
  };
  const fetchMock = vi.fn((url: string) => answer(url.endsWith('flexifeatures.json') ? features : site));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function pending(): Promise<never> {
  return new Promise<never>(() => undefined);
}
