import {
  type Address,
  type CustomRequest,
  formatGreekPostalCode,
  formatPrice,
  type Language,
  type Order,
  type SampleRequest,
} from '@shop/contracts';
import type { MailMessage } from '../../lib/mail-message.ts';

/**
 * The texts of the commerce mails. The buyer reads theirs in the language of the request; the shop
 * team's copies are in English. Plain text is the whole message (prices via the shared formatter).
 */

function addressLines(address: Address): string {
  return [
    address.street,
    `${formatGreekPostalCode(address.postalCode)} ${address.city}`,
    address.country,
  ].join('\n');
}

const DELIVERY: Record<Language, Record<string, string>> = {
  en: { standard: 'Standard', fast: 'Fast', express: 'Express' },
  gr: { standard: 'Κανονική', fast: 'Γρήγορη', express: 'Express' },
};

function orderSummary(order: Order, language: Language): string {
  const gr = language === 'gr';
  const lines = order.lines.map((line) => {
    const sizes = Object.entries(line.quantities)
      .map(([size, n]) => `${size}×${n}`)
      .join(', ');
    const brand = line.addYourBrand ? (gr ? ' [με το brand σας]' : ' [your brand]') : '';
    const price = `${line.totalQuantity} × ${formatPrice(line.unitPriceCents, language)} = ${formatPrice(line.lineTotalCents, language)}`;
    return `- ${line.names[language] || line.names.en} (${line.productId}): ${sizes}; ${price}${brand}`;
  });
  return [
    ...lines,
    '',
    `${gr ? 'Σύνολο τεμαχίων' : 'Total items'}: ${order.totalItems}`,
    `${gr ? 'Σύνολο' : 'Total'}: ${formatPrice(order.totalPriceCents, language)}`,
    `${gr ? 'Αποστολή' : 'Delivery'}: ${DELIVERY[language][order.deliveryOption]}`,
    '',
    addressLines(order.deliveryAddress),
    ...(order.notes ? ['', order.notes] : []),
  ].join('\n');
}

export function orderReceivedMails(
  order: Order,
  buyer: { email: string; businessName: string },
  language: Language,
  teamAddress: string,
): MailMessage[] {
  const summary = orderSummary(order, language);
  const toBuyer: MailMessage =
    language === 'gr'
      ? {
          to: buyer.email,
          subject: `Λάβαμε το αίτημα παραγγελίας σας ${order.reference}`,
          text: `Αγαπητή/έ ${buyer.businessName},\n\nευχαριστούμε για το αίτημα παραγγελίας ${order.reference}. Η ομάδα μας θα ετοιμάσει προσφορά (κόστος και επιλογές αποστολής) και θα τη λάβετε με e-mail μέσα σε 1-2 εργάσιμες ημέρες.\n\n${summary}\n`,
        }
      : {
          to: buyer.email,
          subject: `We received your order request ${order.reference}`,
          text: `Dear ${buyer.businessName},\n\nthank you for your order request ${order.reference}. Our team will prepare a quote (cost breakdown and delivery options); it will reach you by e-mail within 1-2 business days.\n\n${summary}\n`,
        };
  const toTeam: MailMessage = {
    to: teamAddress,
    replyTo: buyer.email,
    subject: `New order request ${order.reference} from ${buyer.businessName}`,
    text: `${buyer.businessName} <${buyer.email}> submitted ${order.reference}.\n\n${orderSummary(order, 'en')}\n`,
  };
  return [toBuyer, toTeam];
}

export function sampleRequestMails(
  sample: SampleRequest,
  buyer: { email: string; businessName: string },
  language: Language,
  teamAddress: string,
): MailMessage[] {
  const fee = formatPrice(sample.deliveryFeeCents, language);
  const toBuyer: MailMessage =
    language === 'gr'
      ? {
          to: buyer.email,
          subject: `Αίτημα δείγματος: ${sample.productName}`,
          text: `Λάβαμε το αίτημά σας για δείγμα του ${sample.productName} (μέγεθος ${sample.size}, αποστολή ${DELIVERY.gr[sample.deliveryOption]}, κόστος ${fee}). Θα επικοινωνήσουμε μαζί σας μέσα σε 24 ώρες.\n`,
        }
      : {
          to: buyer.email,
          subject: `Sample request: ${sample.productName}`,
          text: `We received your sample request for ${sample.productName} (size ${sample.size}, ${sample.deliveryOption} delivery, ${fee}). We will contact you within 24 hours.\n`,
        };
  const toTeam: MailMessage = {
    to: teamAddress,
    replyTo: buyer.email,
    subject: `Sample request from ${buyer.businessName}: product ${sample.productId}, size ${sample.size}`,
    text: `${buyer.businessName} <${buyer.email}> asks for a sample of product ${sample.productId} in size ${sample.size}, ${sample.deliveryOption} delivery (${formatPrice(sample.deliveryFeeCents, 'en')}).\n${sample.notes ? `\nNotes: ${sample.notes}\n` : ''}`,
  };
  return [toBuyer, toTeam];
}

export function customRequestMails(
  request: CustomRequest,
  buyer: { email: string; businessName: string },
  language: Language,
  teamAddress: string,
): MailMessage[] {
  const lines = request.lines
    .map(
      (line) =>
        `- ${line.type}, ${line.fabric}: ${Object.entries(line.sizes)
          .map(([size, n]) => `${size}×${n}`)
          .join(
            ', ',
          )} (${line.totalQuantity})${line.requestSample ? ', sample' : ''}${line.designFile ? `, design: ${line.designFile.name}` : ''}`,
    )
    .join('\n');
  const details = [
    lines,
    '',
    `Total: ${request.totalQuantity}`,
    `Delivery: ${request.deliveryOption}${request.preferredDeliveryDate ? `, preferred ${request.preferredDeliveryDate}` : ''}`,
    request.brandLabel ? `Brand label: ${request.brandLabel.name}` : 'Brand label: none',
    '',
    addressLines(request.deliveryAddress),
    ...(request.notes ? ['', request.notes] : []),
  ].join('\n');
  const toBuyer: MailMessage =
    language === 'gr'
      ? {
          to: buyer.email,
          subject: `Λάβαμε το αίτημα προσφοράς σας ${request.reference}`,
          text: `Ευχαριστούμε για το αίτημα προσφοράς ${request.reference} (${request.totalQuantity} τεμάχια). Θα λάβετε την προσφορά μας με e-mail μέσα σε 1-2 εργάσιμες ημέρες.\n\n${details}\n`,
        }
      : {
          to: buyer.email,
          subject: `We received your quote request ${request.reference}`,
          text: `Thank you for your custom-made quote request ${request.reference} (${request.totalQuantity} pieces). Our quote will reach you by e-mail within 1-2 business days.\n\n${details}\n`,
        };
  const toTeam: MailMessage = {
    to: teamAddress,
    replyTo: buyer.email,
    subject: `New custom-made request ${request.reference} from ${buyer.businessName}`,
    text: `${buyer.businessName} <${buyer.email}> submitted ${request.reference}. Files are in the uploads of the request.\n\n${details}\n`,
  };
  return [toBuyer, toTeam];
}

export function contactMessageMail(
  message: {
    name: string;
    email: string;
    companyName: string | null;
    phone: string | null;
    inquiryType: string;
    message: string;
  },
  teamAddress: string,
): MailMessage {
  return {
    to: teamAddress,
    replyTo: message.email,
    subject: `Contact (${message.inquiryType}) from ${message.name}${message.companyName ? `, ${message.companyName}` : ''}`,
    text: [
      `Name: ${message.name}`,
      `E-mail: ${message.email}`,
      `Company: ${message.companyName ?? '-'}`,
      `Phone: ${message.phone ?? '-'}`,
      `Inquiry: ${message.inquiryType}`,
      '',
      message.message,
      '',
    ].join('\n'),
  };
}
