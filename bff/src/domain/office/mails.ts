import {
  formatDate,
  formatGreekVatNumber,
  formatPercent,
  formatPrice,
  type Language,
  type Quote,
  type QuoteDeliveryOption,
  type RequestKind,
  trackingLink,
} from '@shop/contracts';
import type { MailMessage } from '../../lib/mail-message.ts';

/**
 * The texts of the mails of the order loop run by the shop team (the office). The buyer reads theirs in
 * their own language; the team's mails are in English and answer to the buyer (replyTo). Plain text is the
 * whole message; prices and dates go through the shared formatters.
 */

export interface MailRecipient {
  email: string;
  businessName: string;
  language: Language;
  /** ΑΦΜ (9 digits), named on quotes; absent or null when not given. */
  vatNumber?: string | null;
}

/** Who a quote is for: the business and, once given, its VAT number in the EU form. */
function quotedBusiness(buyer: MailRecipient, language: Language): string {
  const vat = buyer.vatNumber
    ? `${language === 'gr' ? ' · ΑΦΜ' : ', VAT number'} ${formatGreekVatNumber(buyer.vatNumber)}`
    : '';
  return `${language === 'gr' ? 'Πελάτης' : 'For'}: ${buyer.businessName}${vat}`;
}

/** A request of the loop: an order request (reference WS-…) or a custom-made request (reference CR-…). */
export interface RequestRef {
  kind: RequestKind;
  reference: string;
}

/**
 * A calendar day (`YYYY-MM-DD`) read at noon UTC, so that the formatter, which works in the server's time
 * zone, shows the same day wherever the server runs. Anything else is passed on as it is.
 */
export function formatDay(date: string, language: Language): string {
  return formatDate(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T12:00:00Z` : date, language);
}

/** A note, reason or message the user typed: '' when there is none. */
function clean(text: string | null | undefined): string {
  return text?.trim() ?? '';
}

function days(n: number, language: Language): string {
  if (language === 'gr') return `${n} ${n === 1 ? 'ημέρα' : 'ημέρες'}`;
  return `${n} ${n === 1 ? 'day' : 'days'}`;
}

/** The request as a noun: `order request WS-…`, `custom-made request CR-…`. */
function requestName(request: RequestRef): string {
  return `${request.kind === 'order' ? 'order request' : 'custom-made request'} ${request.reference}`;
}

/** `το αίτημα παραγγελίας σας WS-…` / `το αίτημά σας κατά παραγγελία CR-…` (nominative and accusative). */
function yourRequestGr(request: RequestRef): string {
  return `${request.kind === 'order' ? 'το αίτημα παραγγελίας σας' : 'το αίτημά σας κατά παραγγελία'} ${request.reference}`;
}

function dear(name: string, language: Language): string {
  return language === 'gr' ? `Αγαπητή/έ ${name},` : `Dear ${name},`;
}

function signature(language: Language): string {
  return language === 'gr' ? 'Με εκτίμηση,\nΗ ομάδα χονδρικής' : 'Kind regards,\nThe wholesale team';
}

/** Paragraphs separated by blank lines, empty ones left out, with a final newline. */
function paragraphs(...parts: (string | false | null | undefined)[]): string {
  return `${parts.filter((part): part is string => typeof part === 'string' && part !== '').join('\n\n')}\n`;
}

/** Carrier and tracking number, each on its line, the ones known; a known carrier's tracking page after them. */
function shipmentLines(
  carrier: string | null | undefined,
  trackingNumber: string | null | undefined,
  language: Language,
): string {
  const gr = language === 'gr';
  const link = trackingLink(carrier, trackingNumber);
  return [
    clean(carrier) && `${gr ? 'Εταιρεία μεταφοράς' : 'Carrier'}: ${clean(carrier)}`,
    clean(trackingNumber) && `${gr ? 'Αριθμός παρακολούθησης' : 'Tracking number'}: ${clean(trackingNumber)}`,
    link && `${gr ? 'Παρακολούθηση' : 'Track it'}: ${link}`,
  ]
    .filter(Boolean)
    .join('\n');
}

function attachmentList(names: readonly string[], language: Language): string {
  if (names.length === 0) return '';
  const heading =
    language === 'gr'
      ? 'Συνημμένα αρχεία (στη σελίδα του αιτήματος):'
      : "Attached files (on the request's page):";
  return [heading, ...names.map((name) => `- ${name}`)].join('\n');
}

/** One delivery option: cost and lead time, then net + VAT = gross. */
function optionLines(option: QuoteDeliveryOption, vatRateBasisPoints: number, language: Language): string[] {
  const price = (cents: number) => formatPrice(cents, language);
  const vat = formatPercent(vatRateBasisPoints, language);
  return language === 'gr'
    ? [
        `${option.label}: μεταφορικά ${price(option.costCents)}, παράδοση σε ${days(option.leadTimeDays, 'gr')}`,
        `Καθαρό ποσό ${price(option.netCents)} + ΦΠΑ ${vat} ${price(option.vatCents)} = Σύνολο ${price(option.grossCents)}`,
      ]
    : [
        `${option.label}: delivery ${price(option.costCents)}, ${days(option.leadTimeDays, 'en')}`,
        `Net ${price(option.netCents)} + VAT ${vat} ${price(option.vatCents)} = Total ${price(option.grossCents)}`,
      ];
}

/** The whole breakdown of a quote: lines, discounts, extras, subtotal, each delivery option, validity. */
function quoteBreakdown(quote: Quote, language: Language): string {
  const gr = language === 'gr';
  const price = (cents: number) => formatPrice(cents, language);
  // The Greek semicolon (ano teleia) separates the parts of a line in Greek.
  const sep = gr ? '· ' : '; ';
  const lines = quote.lines.map((line) => {
    const gross = line.quantity * line.unitPriceCents;
    let text = `- ${line.description}: ${line.quantity} × ${price(line.unitPriceCents)} = ${price(gross)}`;
    if (line.discountTotalCents > 0) {
      const kinds = [
        line.discountBasisPoints ? formatPercent(line.discountBasisPoints, language) : '',
        line.discountCents ? price(line.discountCents) : '',
      ].filter(Boolean);
      const discount = `${gr ? 'έκπτωση' : 'discount'}${kinds.length ? ` ${kinds.join(' + ')}` : ''}`;
      text += `${sep}${discount}: −${price(line.discountTotalCents)}${sep}${gr ? 'καθαρή αξία' : 'net'} ${price(line.netCents)}`;
    }
    return text;
  });
  const extras = quote.extras.length
    ? [
        gr ? 'Επιπλέον χρεώσεις:' : 'Extras:',
        ...quote.extras.map((extra) => `- ${extra.label}: ${price(extra.amountCents)}`),
      ].join('\n')
    : '';
  const subtotal = `${gr ? 'Υποσύνολο (χωρίς μεταφορικά και ΦΠΑ)' : 'Subtotal (before delivery and VAT)'}: ${price(quote.goodsNetCents)}`;
  const options = [
    gr ? 'Επιλογές αποστολής:' : 'Delivery options:',
    ...quote.deliveryOptions.map((option, i) => {
      const [first, second] = optionLines(option, quote.vatRateBasisPoints, language);
      return `${i + 1}. ${first}\n   ${second}`;
    }),
  ].join('\n');
  return paragraphs([gr ? 'Προϊόντα:' : 'Items:', ...lines].join('\n'), extras, subtotal, options).trimEnd();
}

// ---------------------------------------------------------------------------------------------------------

/** To a new staff member, in English: the one-time link to set their password (valid 72 hours). */
export function staffInviteMail(staff: { email: string; name: string }, link: string): MailMessage {
  return {
    to: staff.email,
    subject: 'Your staff account: set your password',
    text: paragraphs(
      `Hello ${staff.name},`,
      'an account has been created for you in the back office of the wholesale shop, where the team answers order requests, quotes, samples and messages.',
      `To set your password, open this link within 72 hours. It works only once:\n${link}`,
      'If the link has expired, ask an administrator to send you a new invitation. If you did not expect this e-mail, you can ignore it.',
    ),
  };
}

/** How a member's second factor changed (secondFactorChangedMail). */
export type SecondFactorChange = 'enrolled' | 'replaced' | 'removed';

const SECOND_FACTOR_CHANGES: Record<SecondFactorChange, { subject: string; what: string }> = {
  enrolled: {
    subject: 'An authenticator app now protects your staff account',
    what: 'an authenticator app was set up as the second factor of your staff account',
  },
  replaced: {
    subject: 'The authenticator app of your staff account was replaced',
    what: 'the authenticator app of your staff account was replaced by a new one; codes of the old one no longer work, nor do your old recovery codes',
  },
  removed: {
    subject: 'The second factor of your staff account was switched off',
    what: 'the second factor of your staff account was switched off: it now opens with the password alone',
  },
};

/** To a member whenever their second factor changes, so that a change they did not make does not go unseen. */
export function secondFactorChangedMail(
  staff: { email: string; name: string },
  change: SecondFactorChange,
  at: Date,
): MailMessage {
  const { subject, what } = SECOND_FACTOR_CHANGES[change];
  const when = at.toLocaleString('en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Athens',
  });
  return {
    to: staff.email,
    subject,
    text: paragraphs(
      `Hello ${staff.name},`,
      `${what} (${when}, Athens time).`,
      'If this was you, there is nothing more to do. If it was not, tell an administrator at once: they can disable the account (npm run staff -w bff -- disable) until you have a new password and authenticator.',
    ),
  };
}

/** To a buyer whose account staff approved (link: the catalogue) or rejected (with an optional reason). */
export function buyerApprovalMail(
  buyer: MailRecipient,
  approved: boolean,
  link: string,
  reason?: string,
): MailMessage {
  const why = clean(reason);
  if (buyer.language === 'gr') {
    return approved
      ? {
          to: buyer.email,
          subject: 'Ο λογαριασμός χονδρικής σας εγκρίθηκε',
          text: paragraphs(
            dear(buyer.businessName, 'gr'),
            'ο λογαριασμός χονδρικής σας εγκρίθηκε. Μπορείτε πλέον να συνδεθείτε, να δείτε τις τιμές χονδρικής και να στείλετε αιτήματα παραγγελίας ή αιτήματα κατά παραγγελία.',
            `Δείτε τη συλλογή μας:\n${link}`,
            signature('gr'),
          ),
        }
      : {
          to: buyer.email,
          subject: 'Η αίτησή σας για λογαριασμό χονδρικής',
          text: paragraphs(
            dear(buyer.businessName, 'gr'),
            'σας ευχαριστούμε για το ενδιαφέρον σας. Λυπούμαστε, αλλά δεν μπορέσαμε να εγκρίνουμε τον λογαριασμό χονδρικής σας.',
            why && `Αιτιολογία: ${why}`,
            `Για οποιαδήποτε απορία, απαντήστε σε αυτό το e-mail ή επισκεφθείτε μας στο:\n${link}`,
            signature('gr'),
          ),
        };
  }
  return approved
    ? {
        to: buyer.email,
        subject: 'Your wholesale account is approved',
        text: paragraphs(
          dear(buyer.businessName, 'en'),
          'your wholesale account has been approved. You can now sign in, see our wholesale prices and send order requests or custom-made requests.',
          `Browse our collection:\n${link}`,
          signature('en'),
        ),
      }
    : {
        to: buyer.email,
        subject: 'Your wholesale account application',
        text: paragraphs(
          dear(buyer.businessName, 'en'),
          'thank you for your interest. We are sorry, but we could not approve your wholesale account.',
          why && `Reason: ${why}`,
          `If you have any questions, reply to this e-mail or visit us at:\n${link}`,
          signature('en'),
        ),
      };
}

/** To the buyer: a quote version for their request, the whole breakdown, and the page to answer it. */
export function quoteSentMail(
  buyer: MailRecipient,
  request: RequestRef,
  quote: Quote,
  link: string,
): MailMessage {
  const language = buyer.language;
  const breakdown = quoteBreakdown(quote, language);
  const validUntil = formatDay(quote.validUntil, language);
  const note = clean(quote.note);
  if (language === 'gr') {
    return {
      to: buyer.email,
      subject: `Προσφορά για το αίτημα ${request.reference} (έκδοση ${quote.version})`,
      text: paragraphs(
        dear(buyer.businessName, 'gr'),
        `σας στέλνουμε την προσφορά μας για ${yourRequestGr(request)} (έκδοση ${quote.version}).${quote.version > 1 ? ' Αντικαθιστά την προηγούμενη έκδοση.' : ''}`,
        quotedBusiness(buyer, 'gr'),
        breakdown,
        `Η προσφορά ισχύει έως ${validUntil}.`,
        note && `Σημείωση της ομάδας μας:\n${note}`,
        `Για να την αποδεχθείτε (επιλέγοντας τρόπο αποστολής), να ζητήσετε αλλαγές ή να την απορρίψετε, ανοίξτε το αίτημά σας:\n${link}`,
        signature('gr'),
      ),
    };
  }
  return {
    to: buyer.email,
    subject: `Your quote for ${request.reference} (version ${quote.version})`,
    text: paragraphs(
      dear(buyer.businessName, 'en'),
      `here is our quote for your ${requestName(request)} (version ${quote.version}).${quote.version > 1 ? ' It replaces the previous version.' : ''}`,
      quotedBusiness(buyer, 'en'),
      breakdown,
      `The quote is valid until ${validUntil}.`,
      note && `A note from our team:\n${note}`,
      `To accept it (choosing a delivery option), ask for changes or decline it, open your request:\n${link}`,
      signature('en'),
    ),
  };
}

/** To the team, in English, answering to the buyer: what the buyer did with the quote or the request. */
export function buyerAnsweredMail(
  teamAddress: string,
  buyer: MailRecipient,
  request: RequestRef,
  answer: {
    action: 'accept_quote' | 'request_changes' | 'decline_quote' | 'cancel';
    note: string;
    quote?: Quote;
    deliveryOption?: QuoteDeliveryOption;
  },
  officeLink: string,
): MailMessage {
  const who = `${buyer.businessName} <${buyer.email}>`;
  const ref = request.reference;
  const name = requestName(request);
  const quote = answer.quote ? `quote version ${answer.quote.version}` : 'the quote';
  const note = clean(answer.note);
  const open = `Open the request in the office:\n${officeLink}`;
  let subject: string;
  let body: string[];
  switch (answer.action) {
    case 'accept_quote': {
      const option = answer.deliveryOption;
      subject = `${ref}: ${buyer.businessName} accepted the quote`;
      body = [
        `${who} accepted ${quote} of ${name}.`,
        option
          ? [
              `Delivery option ${option.index + 1}: ${option.label}, ${days(option.leadTimeDays, 'en')}`,
              `Total incl. VAT: ${formatPrice(option.grossCents, 'en')} (net ${formatPrice(option.netCents, 'en')} + VAT ${formatPrice(option.vatCents, 'en')})`,
            ].join('\n')
          : 'Delivery option: not given.',
        note && `Their note:\n${note}`,
        'Next step: start processing the order.',
      ];
      break;
    }
    case 'request_changes':
      subject = `${ref}: ${buyer.businessName} asks for changes to the quote`;
      body = [
        `${who} asks for changes to ${quote} of ${name}.`,
        `Their message:\n${note || '(no message)'}`,
        'Next step: send a new quote version.',
      ];
      break;
    case 'decline_quote':
      subject = `${ref}: ${buyer.businessName} declined the quote`;
      body = [
        `${who} declined ${quote} of ${name}. The request is cancelled.`,
        note ? `Their reason:\n${note}` : 'No reason given.',
      ];
      break;
    case 'cancel':
      subject = `${ref}: ${buyer.businessName} cancelled the request`;
      body = [`${who} cancelled ${name}.`, note ? `Their reason:\n${note}` : 'No reason given.'];
      break;
  }
  return { to: teamAddress, replyTo: buyer.email, subject, text: paragraphs(...body, open) };
}

/** To the buyer: staff cancelled the request, started processing, shipped or delivered it. */
export function statusChangedMail(
  buyer: MailRecipient,
  request: RequestRef,
  change: {
    action: 'cancel' | 'start_processing' | 'mark_shipped' | 'mark_delivered';
    note: string;
    carrier?: string | null;
    trackingNumber?: string | null;
  },
  link: string,
): MailMessage {
  const language = buyer.language;
  const ref = request.reference;
  const note = clean(change.note);
  const shipment =
    change.action === 'mark_shipped' ? shipmentLines(change.carrier, change.trackingNumber, language) : '';
  if (language === 'gr') {
    const noteText =
      note && (change.action === 'cancel' ? `Αιτιολογία: ${note}` : `Σημείωση της ομάδας μας:\n${note}`);
    const texts = {
      cancel: {
        subject: `Το αίτημα ${ref} ακυρώθηκε`,
        lead: `λυπούμαστε, αλλά ακυρώσαμε ${yourRequestGr(request)}.`,
      },
      start_processing: {
        subject: `Η παραγγελία σας ${ref} είναι σε επεξεργασία`,
        lead: `ξεκινήσαμε την επεξεργασία της παραγγελίας σας ${ref}. Θα σας ενημερώσουμε μόλις αποσταλεί.`,
      },
      mark_shipped: {
        subject: `Η παραγγελία σας ${ref} απεστάλη`,
        lead: `η παραγγελία σας ${ref} απεστάλη.`,
      },
      mark_delivered: {
        subject: `Η παραγγελία σας ${ref} παραδόθηκε`,
        lead: `η παραγγελία σας ${ref} παραδόθηκε. Σας ευχαριστούμε για τη συνεργασία! Αν κάτι δεν είναι όπως το περιμένατε, γράψτε μας από τη σελίδα του αιτήματος.`,
      },
    }[change.action];
    return {
      to: buyer.email,
      subject: texts.subject,
      text: paragraphs(
        dear(buyer.businessName, 'gr'),
        texts.lead,
        shipment,
        noteText,
        `Δείτε το αίτημά σας:\n${link}`,
        signature('gr'),
      ),
    };
  }
  const noteText =
    note && (change.action === 'cancel' ? `Reason: ${note}` : `A note from our team:\n${note}`);
  const texts = {
    cancel: {
      subject: `Your ${request.kind === 'order' ? 'order request' : 'custom-made request'} ${ref} was cancelled`,
      lead: `we are sorry, but we have cancelled your ${requestName(request)}.`,
    },
    start_processing: {
      subject: `Your order ${ref} is being processed`,
      lead: `we have started processing your order ${ref}. We will let you know as soon as it ships.`,
    },
    mark_shipped: {
      subject: `Your order ${ref} has shipped`,
      lead: `your order ${ref} is on its way.`,
    },
    mark_delivered: {
      subject: `Your order ${ref} was delivered`,
      lead: `your order ${ref} has been delivered. Thank you for working with us! If anything is not as you expected, write to us from the request's page.`,
    },
  }[change.action];
  return {
    to: buyer.email,
    subject: texts.subject,
    text: paragraphs(
      dear(buyer.businessName, 'en'),
      texts.lead,
      shipment,
      noteText,
      `Your request:\n${link}`,
      signature('en'),
    ),
  };
}

/** To the buyer about one of their sample requests: approved, declined (with the reason) or shipped. */
export function sampleStatusMail(
  buyer: MailRecipient,
  sample: { productName: string; size: string },
  change: {
    action: 'approve' | 'decline' | 'mark_shipped';
    note: string;
    carrier?: string | null;
    trackingNumber?: string | null;
  },
  link: string,
): MailMessage {
  const language = buyer.language;
  const note = clean(change.note);
  const shipment =
    change.action === 'mark_shipped' ? shipmentLines(change.carrier, change.trackingNumber, language) : '';
  if (language === 'gr') {
    const product = `του προϊόντος «${sample.productName}» (μέγεθος ${sample.size})`;
    const texts = {
      approve: {
        subject: `Εγκρίθηκε το αίτημα δείγματος: ${sample.productName}`,
        lead: `εγκρίναμε το αίτημά σας για δείγμα ${product}. Θα σας ενημερώσουμε μόλις αποσταλεί.`,
      },
      decline: {
        subject: `Το αίτημα δείγματος δεν εγκρίθηκε: ${sample.productName}`,
        lead: `λυπούμαστε, αλλά δεν μπορούμε να σας στείλουμε δείγμα ${product}.`,
      },
      mark_shipped: {
        subject: `Το δείγμα σας απεστάλη: ${sample.productName}`,
        lead: `το δείγμα ${product} απεστάλη.`,
      },
    }[change.action];
    return {
      to: buyer.email,
      subject: texts.subject,
      text: paragraphs(
        dear(buyer.businessName, 'gr'),
        texts.lead,
        shipment,
        note && (change.action === 'decline' ? `Αιτιολογία: ${note}` : `Σημείωση της ομάδας μας:\n${note}`),
        `Τα δείγματά σας:\n${link}`,
        signature('gr'),
      ),
    };
  }
  const product = `${sample.productName} (size ${sample.size})`;
  const texts = {
    approve: {
      subject: `Sample request approved: ${sample.productName}`,
      lead: `we have approved your sample request for ${product}. We will let you know as soon as it ships.`,
    },
    decline: {
      subject: `Sample request declined: ${sample.productName}`,
      lead: `we are sorry, but we cannot send you a sample of ${product}.`,
    },
    mark_shipped: {
      subject: `Your sample has shipped: ${sample.productName}`,
      lead: `your sample of ${product} is on its way.`,
    },
  }[change.action];
  return {
    to: buyer.email,
    subject: texts.subject,
    text: paragraphs(
      dear(buyer.businessName, 'en'),
      texts.lead,
      shipment,
      note && (change.action === 'decline' ? `Reason: ${note}` : `A note from our team:\n${note}`),
      `Your samples:\n${link}`,
      signature('en'),
    ),
  };
}

/**
 * A new message in a request's thread. `side: 'buyer'`: to the buyer, in their language, a message the
 * team wrote; `side: 'team'`: to the team, in English, a message the buyer wrote.
 */
export function newMessageMail(
  to: { email: string; language: Language; name: string },
  request: RequestRef,
  message: { authorName: string; body: string; attachmentNames: string[] },
  link: string,
  side: 'buyer' | 'team',
): MailMessage {
  const ref = request.reference;
  if (side === 'team') {
    return {
      to: to.email,
      subject: `${ref}: new message from ${message.authorName}`,
      text: paragraphs(
        `${message.authorName} wrote about ${requestName(request)}:`,
        message.body.trimEnd(),
        attachmentList(message.attachmentNames, 'en'),
        `Read and answer in the office:\n${link}`,
      ),
    };
  }
  if (to.language === 'gr') {
    return {
      to: to.email,
      subject: `Νέο μήνυμα για το αίτημα ${ref}`,
      text: paragraphs(
        dear(to.name, 'gr'),
        `έχετε νέο μήνυμα από την ομάδα χονδρικής (${message.authorName}) για ${yourRequestGr(request)}:`,
        message.body.trimEnd(),
        attachmentList(message.attachmentNames, 'gr'),
        `Για να διαβάσετε τη συζήτηση και να απαντήσετε, ανοίξτε το αίτημά σας:\n${link}`,
        signature('gr'),
      ),
    };
  }
  return {
    to: to.email,
    subject: `New message about ${ref}`,
    text: paragraphs(
      dear(to.name, 'en'),
      `${message.authorName} of our team wrote about your ${requestName(request)}:`,
      message.body.trimEnd(),
      attachmentList(message.attachmentNames, 'en'),
      `To read the conversation and answer, open your request:\n${link}`,
      signature('en'),
    ),
  };
}

/**
 * Staff's reply to a contact-form message. The sender's language is unknown, so the subject and greeting
 * are in Greek and English; the original message is quoted below the reply.
 */
export function contactReplyMail(
  message: { name: string; email: string; message: string; createdAt: string },
  reply: string,
  staffName: string,
): MailMessage {
  const known = !Number.isNaN(Date.parse(message.createdAt));
  const wrote = known
    ? `Στις ${formatDate(message.createdAt, 'gr')} γράψατε / On ${formatDate(message.createdAt, 'en')} you wrote:`
    : 'Γράψατε / You wrote:';
  const quoted = message.message
    .trimEnd()
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
  return {
    to: message.email,
    subject: 'Απάντηση στο μήνυμά σας / Reply to your message',
    text: paragraphs(
      `Γεια σας / Hello ${message.name},`,
      reply.trim(),
      `${staffName}\nΗ ομάδα χονδρικής / The wholesale team`,
      `-----\n${wrote}\n${quoted}`,
    ),
  };
}
