import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { AppConfigContext, INITIAL_APP_CONFIG } from '@/features/white-label/app-config-context';
import type { AppConfigState } from '@/features/white-label/app-config-context';
import { takeAppConfigLoads } from '@/features/white-label/load-app-config';
import { useConfigTheme } from '@/features/white-label/theme';
import { DEFAULT_APP_NAME } from '@/shared/messages';

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Loads both config files once. A feature-config failure is kept as the error to display; a site-config
 * failure sends the user to / (spec §4). The document title follows the site config's title, and the theme
 * the feature config's colours.
 */
export function AppConfigProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AppConfigState>(INITIAL_APP_CONFIG);
  const navigate = useNavigate();

  useEffect(() => {
    const controller = new AbortController();
    const loads = takeAppConfigLoads(controller.signal);
    void Promise.allSettled([loads.site, loads.features]).then(([site, features]) => {
      if (controller.signal.aborted) return;
      const siteConfig = site.status === 'fulfilled' ? site.value : null;
      const featureConfig = features.status === 'fulfilled' ? features.value : null;
      // Spec §4: a feature-config failure is the error to display; a site-config failure sends the user to /
      // and the app carries on with the defaults (placeholder, app name).
      setState({
        status: features.status === 'rejected' ? 'error' : 'ready',
        site: siteConfig,
        features: featureConfig?.features ?? null,
        error: features.status === 'rejected' ? messageOf(features.reason) : null,
        enabledTopics: featureConfig?.enabledTopics ?? [],
        appName:
          (featureConfig?.namesApp ? featureConfig.features.flexiAppName.name : undefined) ??
          siteConfig?.appName ??
          DEFAULT_APP_NAME,
      });
      if (site.status === 'rejected') void navigate('/', { replace: true });
    });
    return () => controller.abort();
  }, [navigate]);

  useEffect(() => {
    if (state.site) document.title = state.site.title;
  }, [state.site]);
  useConfigTheme(state.features);

  return <AppConfigContext.Provider value={state}>{children}</AppConfigContext.Provider>;
}
