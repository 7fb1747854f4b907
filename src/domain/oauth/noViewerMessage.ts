// SPEC §8's words for a provider sign-in the store took (it answered tokens) but for which no viewer
// could be read: the session's provider sign-in fails with them, and the return page recognises
// them to show them in the shopper's language.
export const noViewerMessage =
  'Your credentials are correct, but there was an error logging in. This is most likely due to an SSL error. Please try again later. If the problem persists, please contact support.';
