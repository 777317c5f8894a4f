import { createContext, useContext } from 'react';
import type { FeatureConfig, SiteConfig, TopicEntry } from '@app/schema';
import { DEFAULT_APP_NAME } from '@/shared/messages';

export type AppConfigStatus = 'loading' | 'ready' | 'error';

export interface AppConfigState {
  status: AppConfigStatus;
  /** The site config (title, placeholder, appName); null until loaded, and when it could not be loaded. */
  site: SiteConfig | null;
  /** The feature config with the spec's defaults applied; null until loaded, and when it could not be loaded. */
  features: FeatureConfig | null;
  /** What went wrong (one line per invalid key for a file that failed validation); null unless status is error. */
  error: string | null;
  /** The enabled chat topics in file order. */
  enabledTopics: TopicEntry[];
  /** The name in the header: flexiAppName.name when the feature config sets it, else site appName, else the default. */
  appName: string;
}

export const INITIAL_APP_CONFIG: AppConfigState = {
  status: 'loading',
  site: null,
  features: null,
  error: null,
  enabledTopics: [],
  appName: DEFAULT_APP_NAME,
};

export const AppConfigContext = createContext<AppConfigState | null>(null);

/** The remote configuration loaded at start-up by AppConfigProvider (in the app shell). */
export function useAppConfig(): AppConfigState {
  const state = useContext(AppConfigContext);
  if (!state) throw new Error('useAppConfig must be used inside AppConfigProvider');
  return state;
}
