import type {
  OfficeBuyer,
  OfficeContactMessage,
  OfficeInbox,
  OfficeRequestRow,
  OfficeSample,
  Staff,
} from '@shop/contracts';

export const TEST_STAFF: Staff = {
  id: 's-1',
  email: 'eleni@wholesale.gr',
  name: 'Eleni Papadopoulou',
  secondFactor: 'verified',
  totpEnabled: true,
};

const BUYER = { id: 'b-7', businessName: 'Boutique Kifisia', email: 'boutique@example.gr' };

/** As the BFF counts them: every open status, 0 when none. */
export const TEST_INBOX: OfficeInbox = {
  orders: { submitted: 3, quoted: 1, changes_requested: 0, confirmed: 2, processing: 0, shipped: 1 },
  customRequests: { submitted: 1, quoted: 0, changes_requested: 1, confirmed: 0, processing: 0, shipped: 0 },
  samples: { requested: 4, approved: 2 },
  contactMessages: { open: 5, answered: 1 },
  buyers: { pending: 2 },
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
    createdAt: '2026-03-01T12:00:00.000Z',
  };
}

export const page = <T>(items: T[], nextCursor: string | null = null) => ({ items, nextCursor });
