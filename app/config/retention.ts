/** How long stored data is kept, in days, where no environment setting decides it. */
export const RETENTION_DAYS = {
  /** Contact-form messages. */
  contactMessages: 365,
} as const;
