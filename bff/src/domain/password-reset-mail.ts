import type { MailMessage } from '../lib/mail-message.ts';

/** The reset e-mail, in both languages: the address has no language preference stored. */
export function passwordResetMail(to: string, link: string): MailMessage {
  const text = [
    'Hello,',
    '',
    'Someone asked to reset the password of your wholesale shop account.',
    `To choose a new password, open this link within one hour:\n${link}`,
    '',
    'If it was not you, ignore this message: your password stays as it is.',
    '',
    '---',
    '',
    'Γεια σας,',
    '',
    'Ζητήθηκε επαναφορά του κωδικού του λογαριασμού σας στο κατάστημα χονδρικής.',
    `Για να ορίσετε νέο κωδικό, ανοίξτε αυτόν τον σύνδεσμο μέσα σε μία ώρα:\n${link}`,
    '',
    'Αν δεν το ζητήσατε εσείς, αγνοήστε αυτό το μήνυμα: ο κωδικός σας δεν αλλάζει.',
  ].join('\n');
  return { to, subject: 'Reset your password / Επαναφορά κωδικού', text };
}
