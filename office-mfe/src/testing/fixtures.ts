import type {
  OfficeBuyer,
  OfficeContactMessage,
  OfficeCustomRequest,
  OfficeInbox,
  OfficeOrder,
  OfficeRequestRow,
  OfficeSample,
  Staff,
} from '@shop/contracts';
import { requestActions } from '@shop/contracts';

export const TEST_STAFF: Staff = {
  id: 's-1',
  email: 'eleni@wholesale.gr',
  name: 'Eleni Papadopoulou',
  secondFactor: 'verified',
  totpEnabled: true,
  secondFactorRequired: false,
};

const BUYER = {
  id: 'b-7',
  businessName: 'Boutique Kifisia',
  email: 'boutique@example.gr',
  vatNumber: '123456783',
};

/** As the BFF counts them: every open status, 0 when none. */
export const TEST_INBOX: OfficeInbox = {
  orders: { submitted: 3, quoted: 1, changes_requested: 0, confirmed: 2, processing: 0, shipped: 1 },
  customRequests: { submitted: 1, quoted: 0, changes_requested: 1, confirmed: 0, processing: 0, shipped: 0 },
  samples: { requested: 4, approved: 2 },
  contactMessages: { open: 5, answered: 1 },
  buyers: { pending: 2 },
  lowStock: 3,
};

export const TEST_ORDER_ROW: OfficeRequestRow = {
  reference: 'WS-2026-000012',
  status: 'submitted',
  createdAt: '2026-03-02T09:30:00.000Z',
  updatedAt: '2026-03-02T09:30:00.000Z',
  buyer: BUYER,
  totalQuantity: 35,
  totalPriceCents: 69965,
  version: 1,
};

export const TEST_CUSTOM_ROW: OfficeRequestRow = {
  ...TEST_ORDER_ROW,
  reference: 'CR-2026-000004',
  status: 'changes_requested',
  totalQuantity: 120,
  totalPriceCents: 0,
  version: 3,
};

export function sampleIn(status: OfficeSample['status'], id = `sm-${status}`): OfficeSample {
  return {
    id,
    status,
    createdAt: '2026-03-05T08:00:00.000Z',
    buyer: BUYER,
    productId: '3',
    productName: 'Boho maxi dress',
    size: 'M',
    deliveryOption: 'express',
    deliveryFeeCents: 1500,
    notes: 'For the spring window.',
    carrier: status === 'shipped' ? 'ACS' : null,
    trackingNumber: status === 'shipped' ? 'ACS-123456' : null,
    version: 2,
    actions: [],
  };
}

export function messageIn(status: OfficeContactMessage['status'], id = `cm-${status}`): OfficeContactMessage {
  return {
    id,
    status,
    createdAt: '2026-03-06T10:00:00.000Z',
    name: 'Maria Georgiou',
    email: 'maria@example.gr',
    companyName: 'Maria Boutique',
    phone: null,
    inquiryType: 'wholesale',
    message: 'Do you deliver to Crete, and how long does it take?',
    buyerId: null,
    replies:
      status === 'open'
        ? []
        : [{ text: 'Yes, in 3 days.', at: '2026-03-07T10:00:00.000Z', by: 'Eleni Papadopoulou' }],
    version: status === 'open' ? 1 : 2,
  };
}

export function buyerIn(approval: OfficeBuyer['approval'], id = `b-${approval}`): OfficeBuyer {
  return {
    id,
    email: `${approval}@example.gr`,
    businessName: `Boutique ${approval}`,
    approval,
    language: 'gr',
    vatNumber: approval === 'pending' ? null : '123456783',
    createdAt: '2026-03-01T12:00:00.000Z',
  };
}

export const page = <T>(items: T[], nextCursor: string | null = null) => ({ items, nextCursor });

const ADDRESS = { street: 'Kifisias 12', city: 'Athens', postalCode: '14562', country: 'Greece' };

/** An order request as the office reads it (two lines), in `status` with the staff's actions for it. */
export function orderIn(status: OfficeOrder['status'] = 'submitted', version = 1): OfficeOrder {
  return {
    reference: 'WS-2026-000012',
    status,
    createdAt: '2026-03-02T09:30:00.000Z',
    deliveryOption: 'standard',
    deliveryAddress: ADDRESS,
    notes: 'Please pack per size.',
    totalItems: 30,
    totalPriceCents: 57500,
    lines: [
      {
        productId: '1',
        name: 'Red Tiered Maxi Dress',
        names: { en: 'Red Tiered Maxi Dress', gr: 'Κόκκινο μάξι φόρεμα με βολάν' },
        image: '/img/1.jpg',
        unitPriceCents: 2250,
        quantities: { S: 5, M: 5 },
        totalQuantity: 10,
        lineTotalCents: 22500,
        addYourBrand: true,
        brandLogo: { id: 'up-logo', name: 'logo.png' },
      },
      {
        productId: '2',
        name: 'Linen Blouse',
        names: { en: 'Linen Blouse', gr: 'Λινή μπλούζα' },
        image: '/img/2.jpg',
        unitPriceCents: 1750,
        quantities: { M: 20 },
        totalQuantity: 20,
        lineTotalCents: 35000,
        addYourBrand: false,
        brandLogo: null,
      },
    ],
    statusHistory: [
      {
        action: 'submit',
        from: null,
        status: 'submitted',
        by: { kind: 'buyer', name: 'Boutique Kifisia' },
        note: '',
        at: '2026-03-02T09:30:00.000Z',
      },
    ],
    progress: {
      version,
      quotes: [],
      acceptedDeliveryOption: null,
      carrier: null,
      trackingNumber: null,
      actions: requestActions(status, 'staff'),
    },
    buyer: BUYER,
  };
}

export function customRequestIn(status: OfficeCustomRequest['status'] = 'submitted'): OfficeCustomRequest {
  return {
    reference: 'CR-2026-000004',
    status,
    createdAt: '2026-03-02T09:30:00.000Z',
    lines: [
      {
        type: 'dress',
        fabric: 'cotton',
        sizes: { S: 50, M: 70 },
        totalQuantity: 120,
        requestSample: true,
        designFile: { id: 'up-design', name: 'design.png' },
      },
    ],
    totalQuantity: 120,
    brandLabel: { id: 'up-label', name: 'label.pdf' },
    deliveryAddress: ADDRESS,
    preferredDeliveryDate: null,
    deliveryOption: 'express',
    notes: '',
    statusHistory: orderIn(status).statusHistory,
    progress: orderIn(status).progress,
    buyer: BUYER,
  };
}
