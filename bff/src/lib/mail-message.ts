/** One mail as the shop writes it: what the domain builds, the outbox stores and the transport sends. */
export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface SentMail {
  messageId: string;
  /** The .eml file written by the outbox transport; null over SMTP. */
  file: string | null;
}
