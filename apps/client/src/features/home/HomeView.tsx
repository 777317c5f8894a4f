import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Alert, useToasts } from '@app/ui';
import { useAppConfig } from '@/features/white-label/app-config-context';
import { clearUserDrafts } from '@/features/drafts/draft-storage';
import { forgetOfflineCopies } from '@/features/offline/forget-device-copies';
import { greetingName } from '@/features/home/greeting-name';
import { HomeMenu } from '@/features/home/HomeMenu';
import { readHomeRoute } from '@/features/home/home-route';
import { useConversationRoute } from '@/features/home/useConversationRoute';
import { useMailLinks } from '@/features/home/useMailLinks';
import { readDraft } from '@/features/drafts/draft-storage';
import { isStartDraft, START_DRAFT_KEY } from '@/features/drafts/start-draft';
import { HistoryDialog } from '@/features/history/HistoryDialog';
import type { JourneyEntryFragment } from '@/features/journey/graphql/journey.generated';
import { JournalSection } from '@/features/journal/JournalSection';
import { CONVERSATION_TITLE_ID } from '@/features/journey/ConversationHeader';
import { JourneyPanel } from '@/features/journey/JourneyPanel';
import { CalendarDialog } from '@/features/looking-back/CalendarDialog';
import { ReviewsDialog } from '@/features/looking-back/ReviewsDialog';
import { AccessTokensDialog } from '@/features/access-tokens/AccessTokensDialog';
import { AppearanceDialog } from '@/features/appearance/AppearanceDialog';
import { AskJournalDialog } from '@/features/ask-journal/AskJournalDialog';
import { ExportImportDialog } from '@/features/export-import/ExportImportDialog';
import { EditProfileDialog } from '@/features/profile/EditProfileDialog';
import { useMe } from '@/features/profile/useMe';
import { useDeviceTimeZone } from '@/features/profile/useDeviceTimeZone';
import { SearchDialog } from '@/features/search/SearchDialog';
import { searchResultPath } from '@/features/search/search-result-path';
import { readTokenUsername } from '@/features/session/token-storage';
import { useLogout } from '@/features/session/useLogout';
import { SharedLinksDialog } from '@/features/shared-links/SharedLinksDialog';
import { WebhooksDialog } from '@/features/webhooks/WebhooksDialog';
import { SharedPostView } from '@/features/share/SharedPostView';
import { ShareDialog } from '@/features/share/ShareDialog';
import { useShareEntry } from '@/features/share/useShareEntry';
import { HeaderStart } from '@/shared/header-slot';
import { MESSAGES } from '@/shared/messages';
import { readNotice } from '@/shared/navigation-notice';
import type { NavigationNotice } from '@/shared/navigation-notice';
import '@/features/home/home.css';
import '@/features/share/share.css';
import '@/features/history/history.css';
import '@/features/looking-back/calendar.css';
import '@/features/looking-back/reviews.css';
import '@/features/profile/profile.css';
import '@/features/export-import/export-import.css';
import '@/features/appearance/appearance.css';
// The reading typeface of entries (self-hosted; each file's unicode-range fetches only the scripts a page
// shows). Loaded with the home view, so the login page never waits for it.
import '@fontsource/literata/400.css';
import '@fontsource/literata/400-italic.css';
import '@fontsource/literata/700.css';

type Panel =
  | 'profile'
  | 'history'
  | 'calendar'
  | 'reviews'
  | 'search'
  | 'askJournal'
  | 'sharedLinks'
  | 'accessTokens'
  | 'webhooks'
  | 'exportImport'
  | 'appearance'
  | null;

/** Spec §2 home view: greeting, menu and its panels, then the conversation (or a shared post). */
export function HomeView() {
  const { profile } = useMe();
  useDeviceTimeZone(profile);
  const logout = useLogout();
  const navigate = useNavigate();
  const location = useLocation();
  const config = useAppConfig();
  const toasts = useToasts();
  const sharing = useShareEntry();
  const [panel, setPanel] = useState<Panel>(null);
  const route = readHomeRoute(useParams());
  const conversation = useConversationRoute(route.kind === 'conversation' ? route.conversationId : null);
  const name = greetingName(profile, readTokenUsername());
  // A notice handed over by the route that sent the user here (a shared post that is gone).
  const notice = readNotice(location.state);
  const startNew = () => conversation.startOver(null, { replace: true });
  // The review a digest's link opens (the Reviews panel shows it).
  const [linkedReviewId, setLinkedReviewId] = useState<string | null>(null);
  useMailLinks(
    (topicKey) => {
      // A reminder's topic, when it is still offered and no words of a start are waiting to be sent.
      const offered = config.enabledTopics.some((topic) => topic.key === topicKey);
      if (offered && !readDraft(START_DRAFT_KEY, isStartDraft))
        conversation.startOver(topicKey, { replace: true });
    },
    (reviewId) => {
      setLinkedReviewId(reviewId);
      setPanel('reviews');
    },
  );

  const panelProps = (which: Exclude<Panel, null>) => ({
    open: panel === which,
    onOpenChange: (open: boolean) => setPanel(open ? which : null),
  });

  const share = async (entry: JourneyEntryFragment) => {
    const outcome = await sharing.share(
      { id: entry.id, shared: entry.shared },
      { prompt: entry.userText, reply: entry.replyText },
    );
    if (outcome.status === 'error') toasts.show('error', outcome.message);
  };

  return (
    <section
      className="home-view"
      aria-labelledby={route.kind === 'conversation' ? CONVERSATION_TITLE_ID : 'home-greeting'}
      data-route={route.kind}
    >
      <HeaderStart>
        <HomeMenu
          onPickTopic={(topic) => conversation.startOver(topic, { replace: false })}
          onHistory={() => setPanel('history')}
          onCalendar={() => setPanel('calendar')}
          onReviews={() => setPanel('reviews')}
          onSearch={() => setPanel('search')}
          onAskJournal={() => setPanel('askJournal')}
          onSharedLinks={() => setPanel('sharedLinks')}
          onAccessTokens={() => setPanel('accessTokens')}
          onWebhooks={() => setPanel('webhooks')}
          onExportImport={() => setPanel('exportImport')}
          onAppearance={() => setPanel('appearance')}
          onProfile={() => setPanel('profile')}
          onStartNew={startNew}
          onLogout={() => {
            // An explicit logout drops the user's drafts (spec §4: all conversation state); an expired
            // session keeps them for the next login.
            clearUserDrafts();
            forgetOfflineCopies(readTokenUsername());
            void logout();
          }}
        />
      </HeaderStart>
      {/* A conversation's page is headed by its title (ConversationHeader): the greeting is home's. */}
      {route.kind !== 'conversation' && (
        <>
          <h1 id="home-greeting">{MESSAGES.greeting(name)}</h1>
          <p>{MESSAGES.welcome}</p>
        </>
      )}
      {notice && <Alert tone="error">{notice}</Alert>}
      {config.status === 'loading' && <p role="status">{MESSAGES.configLoading}</p>}
      {config.status === 'error' && config.error && (
        <Alert tone="error">{MESSAGES.configError(config.error)}</Alert>
      )}
      {route.kind === 'sharedPost' || route.kind === 'sharedNote' ? (
        <SharedPostView
          key={location.pathname}
          postId={route.postId}
          index={route.kind === 'sharedPost' ? route.index : null}
          noteId={route.kind === 'sharedNote' ? route.noteId : null}
          onStartYours={startNew}
          onMissing={(message) => {
            // Spec §4: a missing continuation alerts and goes to /; the alert travels with the navigation.
            const state: NavigationNotice = { notice: message, tone: 'error' };
            void navigate('/', { replace: true, state });
          }}
        />
      ) : (
        <JourneyPanel
          key={conversation.panelKey}
          initialTopicKey={conversation.topicKey}
          conversationId={conversation.conversationId}
          onConversationShown={conversation.onConversationShown}
          onShare={(entry) => void share(entry)}
          shareDisabled={!sharing.ready}
          onStartNew={startNew}
        />
      )}
      {route.kind === 'home' && <JournalSection />}
      <EditProfileDialog
        {...panelProps('profile')}
        onUpdated={(message) => toasts.show('success', message)}
      />
      <HistoryDialog
        {...panelProps('history')}
        currentConversationId={conversation.shownId}
        onOpenConversation={(id) => void navigate(`/conversation/${id}`)}
        onDeleted={(id) => {
          if (id === conversation.shownId) startNew();
        }}
      />
      <CalendarDialog {...panelProps('calendar')} />
      <ReviewsDialog {...panelProps('reviews')} initialReviewId={linkedReviewId} />
      <SearchDialog
        {...panelProps('search')}
        onOpenResult={(result, term) => void navigate(searchResultPath(result, term))}
      />
      <AskJournalDialog {...panelProps('askJournal')} />
      <SharedLinksDialog {...panelProps('sharedLinks')} onNotify={toasts.show} />
      <AccessTokensDialog {...panelProps('accessTokens')} onNotify={toasts.show} />
      <WebhooksDialog {...panelProps('webhooks')} onNotify={toasts.show} />
      <ExportImportDialog {...panelProps('exportImport')} onNotify={toasts.show} />
      <AppearanceDialog {...panelProps('appearance')} />
      <ShareDialog {...sharing.dialog} onNotify={toasts.show} />
    </section>
  );
}
