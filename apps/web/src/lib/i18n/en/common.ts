/** Shared UI texts (English). docs/product/errors.md#client-handling texts are kept verbatim. */
export const common = {
  loading: 'LOADING...',
  close: 'Close',
  cancel: 'Cancel',
  confirm: 'Confirm',
  retry: 'Try again',
  backHome: 'Back to home',
  notifications: 'Notifications',
  viewAll: 'View all',
  copy: 'Copy',
  copied: 'Copy successfully.',
  timeout: 'Connection time out. The Page will refresh in 3 seconds.',
  somethingWrong: "Oops, there's something happened, please try again later",
  signInRequired: 'Please log in first',
  prev: 'Previous',
  next: 'Next',
  page: 'Page {{page}} of {{pages}}',
  soon: 'Soon',
  or: 'or',
};

export const errors = {
  boundaryTitle: 'Something went wrong',
  boundaryText: 'This part of the page failed to load. You can try again or go back to the shop.',
  notFoundTitle: 'Page not found',
  notFoundText: "This page doesn't exist or isn't open yet. Plenty of boxes are waiting on the home page.",
  reload: 'Reload page',
  /** /error (docs/product/routes.md#bare-layout): where a failure that cannot be shown in place sends the player */
  pageTitle: 'Oops, something went wrong',
  pageText: "Oops, there's something happened, please try again later.",
  pageCode: 'Error code: {{code}}',
  tryAgain: 'Try again',
};
