import type { Language } from '@shop/contracts';
import type { MailMessage } from '../lib/mail-message.ts';

/**
 * To the owner of an account someone keeps trying with wrong passwords (plugins/account-guesses.ts): what
 * happened, that nothing was revealed, and what to do. A buyer reads it in their language and is offered a
 * new password; a member of the team is sent to an administrator.
 */
export function loginFailuresMail(
  owner: { email: string; language: Language | null },
  failures: number,
  forgotPasswordLink: string,
): MailMessage {
  if (owner.language === 'gr') {
    return {
      to: owner.email,
      subject: 'Αποτυχημένες προσπάθειες σύνδεσης στον λογαριασμό σας',
      text: [
        'Γεια σας,',
        '',
        `Την τελευταία ώρα έγιναν ${failures} προσπάθειες σύνδεσης στον λογαριασμό σας στο κατάστημα χονδρικής με λάθος κωδικό, από πρόγραμμα περιήγησης που δεν έχει συνδεθεί ξανά σε αυτόν. Ο κωδικός σας δεν αποκαλύφθηκε, και το κατάστημα καθυστερεί τις επόμενες προσπάθειες.`,
        '',
        `Αν ήσασταν εσείς και ξεχάσατε τον κωδικό, ορίστε νέο εδώ:\n${forgotPasswordLink}`,
        '',
        'Αν δεν ήσασταν εσείς, δεν χρειάζεται να κάνετε κάτι· αν ανησυχείτε, αλλάξτε τον κωδικό σας με τον ίδιο σύνδεσμο.',
      ].join('\n'),
    };
  }
  const staff = owner.language === null;
  return {
    to: owner.email,
    subject: staff
      ? 'Failed attempts to log in to your staff account'
      : 'Failed attempts to log in to your account',
    text: [
      'Hello,',
      '',
      `In the last hour there were ${failures} attempts to log in to your ${staff ? 'staff ' : ''}account of the wholesale shop with a wrong password, from a browser that had not logged in to it before. Your password was not revealed, and the shop slows down further attempts.`,
      '',
      staff
        ? 'If it was you and you forgot your password, ask an administrator for a new invitation link. If it was not you, nothing needs doing; if you are worried, tell an administrator.'
        : `If it was you and you forgot your password, choose a new one here:\n${forgotPasswordLink}\n\nIf it was not you, nothing needs doing; if you are worried, change your password with the same link.`,
    ].join('\n'),
  };
}

/**
 * To a member of the team whose password was given, followed by wrong codes of the second factor from a
 * browser that had not logged in all the way before: someone may have the password.
 */
export function secondFactorFailuresMail(email: string, failures: number): MailMessage {
  return {
    to: email,
    subject: 'Wrong codes after your staff password was given',
    text: [
      'Hello,',
      '',
      `In the last hour your staff account's password was given correctly and then followed by ${failures} wrong codes of your authenticator app, from a browser that had not logged in to your account before. The office stayed closed to it, and the shop slows down further attempts.`,
      '',
      'If it was not you, someone may know your password: ask an administrator for a new invitation link to set another one.',
    ].join('\n'),
  };
}
