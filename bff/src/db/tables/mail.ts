/** Mails waiting to be sent, and those sent in the last week (what went out when). */
export interface MailOutboxTable {
  id: string;
  /** What the mail is about, for logs: `order`, `sample`, `custom request`. */
  purpose: string;
  /** JSON of the MailMessage (to, subject, text, html, replyTo). */
  message: string;
  created_at: string;
  attempts: number;
  /** When it may next be tried; while one BFF instance is sending it, the end of that instance's lease. */
  next_attempt_at: string;
  sent_at: string | null;
  last_error: string | null;
}

export interface MailTables {
  mail_outbox: MailOutboxTable;
}
