import { useParams } from 'react-router-dom';
import { Alert, Button } from '@app/ui';
import { useAppConfig } from '@/features/config/app-config-context';
import { greetingName } from '@/features/home/greeting-name';
import { readHomeRoute } from '@/features/home/home-route';
import { JourneyPanel } from '@/features/journey/JourneyPanel';
import { useMe } from '@/features/home/useMe';
import { readTokenUsername } from '@/features/session/token-storage';
import { useLogout } from '@/features/session/useLogout';
import { MESSAGES } from '@/shared/messages';

export function HomeView() {
  const { profile } = useMe();
  const logout = useLogout();
  const config = useAppConfig();
  // The conversation and share routes render this view too; what they show comes with those features.
  const route = readHomeRoute(useParams());
  const name = greetingName(profile, readTokenUsername());

  return (
    <section className="home-view" aria-labelledby="home-greeting" data-route={route.kind}>
      <div className="home-view__bar">
        <Button variant="secondary" onClick={() => void logout()}>
          Logout
        </Button>
      </div>
      <h1 id="home-greeting">{MESSAGES.greeting(name)}</h1>
      <p>{MESSAGES.welcome}</p>
      {config.status === 'loading' && <p role="status">{MESSAGES.configLoading}</p>}
      {config.status === 'error' && config.error && (
        <Alert tone="error">{MESSAGES.configError(config.error)}</Alert>
      )}
      <JourneyPanel />
    </section>
  );
}
