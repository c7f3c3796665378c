/** The account settings page's words, in one place for the page and its tests. */
export const ACCOUNT_TEXT = {
  title: "Account Settings",
  lead: "Your password, the emails we send you, your data and your account.",
  password: {
    heading: "Password",
    hint: "Changing your password signs you out everywhere else; this tab stays signed in.",
    current: "Current password",
    next: "New password",
    confirm: "Confirm new password",
    submit: "Change password",
    submitting: "Changing...",
  },
  notifications: {
    heading: "Notifications",
    reminders: "Email me deadline reminders (7 days and 1 day before each deadline)",
    remindersOn: "Deadline reminders are on.",
    remindersOff: "Deadline reminders are off.",
    newsletterHint: "News, guides and admission tips, about once a month.",
    subscribe: "Subscribe to the newsletter",
    subscribing: "Subscribing...",
    failed: "We could not save your choice. Please try again.",
  },
  data: {
    heading: "Your data",
    hint: "Everything we keep about you (your profile, shortlist, resumes, SOPs, badges, feedback and choices) as one JSON file.",
    download: "Download my data",
  },
  remove: {
    heading: "Delete account",
    hint: "Deleting your account removes your profile, shortlist, resumes, SOPs and everything else we keep about you. This cannot be undone.",
    open: "Delete my account",
    title: "Delete your account?",
    question:
      "This removes your account and all of its data for good. Enter your password to confirm.",
    password: "Password",
    cancel: "Cancel",
    confirm: "Delete account",
    deleting: "Deleting...",
    failed: "We could not delete your account. Please try again.",
  },
} as const;
