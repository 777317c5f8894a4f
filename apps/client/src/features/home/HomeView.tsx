import { Button } from '@app/ui';
import { greetingName } from '@/features/home/greeting-name';
import { useMe } from '@/features/home/useMe';
import { readTokenUsername } from '@/features/session/token-storage';
import { useLogout } from '@/features/session/useLogout';
import { MESSAGES } from '@/shared/messages';

export function HomeView() {
  const { profile } = useMe();
  const logout = useLogout();
  const name = greetingName(profile, readTokenUsername());

  return (
    <section className="home-view" aria-labelledby="home-greeting">
      <div className="home-view__bar">
        <Button variant="secondary" onClick={() => void logout()}>
          Logout
        </Button>
      </div>
      <h1 id="home-greeting">{MESSAGES.greeting(name)}</h1>
      <p>{MESSAGES.welcome}</p>
    </section>
  );
}
