/** Shared UI constants from the spec (toasts, loaders, shared messages). */

export const TOAST_AUTO_CLOSE_MS = 4000;
/** Loader progress climbs in 10% steps and stops at 90% until the work ends. */
export const LOADER_MAX_PROGRESS = 90;
export const LOADER_STEP_PERCENT = 10;
export const LOADER_STEP_INTERVALS_MS = [100, 200, 300] as const;
export const LOADER_SLOW_TEXT_AFTER_MS = 2000;
export const LOADER_SLOW_TEXT = "This may take a while.Thank you for your patience!";

export const CALLBACK_MESSAGES = {
  GRANTCANCEL: "Email grant cancelled. Please try again.",
  EMAILSCOPENOTGRANTED:
    "Inbox access was not granted. Please try again and make sure the 'Mail' checkbox is ticked.",
  unknown: "Something went wrong.",
  EMAILGRANTSUCCESS:
    "Thank you! We only access the information we need, and you can revoke this access at any time in your account settings.",
} as const;
