// The explorer page's own texts (it is a page of its own, apart from the app's shared/messages.ts).
export const EXPLORER_TEXTS = {
  title: 'GraphQL explorer',
  withSession: 'Operations run with your session.',
  withoutSession: 'Not signed in.',
  pasteToken: 'To use an access token instead, put it in Headers: {"Authorization": "Bearer flexi_pat_…"}.',
  appLink: 'Back to the journal',
};
