import { Route, Routes } from '@shop/platform';
import { renderWithShop } from '@shop/platform/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBff } from '../testing/fake-bff.ts';
import { customRequestIn, TEST_STAFF } from '../testing/fixtures.ts';
import { storeWith } from '../testing/shop-cache.ts';
import CustomRequestPage from './CustomRequestPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const PATH = '/api/office/custom-requests/CR-2026-000004';

async function renderRequest() {
  const bff = fakeBff((request) => {
    if (request.path.startsWith(`${PATH}/messages`)) return { body: { messages: [] } };
    return request.path.startsWith(PATH) ? { body: customRequestIn() } : undefined;
  });
  const store = await storeWith('en', { staff: TEST_STAFF });
  await renderWithShop(
    <Routes>
      <Route path="/office/custom-requests/:reference" element={<CustomRequestPage />} />
    </Routes>,
    { language: 'en', path: '/office/custom-requests/CR-2026-000004', store },
  );
  await screen.findByRole('heading', { level: 2, name: 'History' });
  return bff;
}

describe('custom-made request page', () => {
  it('shows each type with fabric, sizes and sample flag; images inline, PDFs as links', async () => {
    await renderRequest();
    expect(screen.getByRole('heading', { level: 3, name: 'Dress' })).toBeInTheDocument();
    expect(screen.getByText('Cotton')).toBeInTheDocument();
    expect(screen.getByText(/S 50, M 70/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Design file: design.png' })).toHaveAttribute(
      'src',
      '/api/office/uploads/up-design',
    );
    expect(screen.queryByRole('img', { name: /label\.pdf/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Download label.pdf' })).toHaveAttribute(
      'href',
      '/api/office/uploads/up-label',
    );
  });

  it('asks the team for every price: an empty one is required', async () => {
    const user = userEvent.setup();
    const { requests } = await renderRequest();
    const price = screen.getByLabelText('Unit price in euros, Dress — Cotton');
    expect(price).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Send quote' }));
    expect(price).toHaveAccessibleDescription('This field is required.');
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });
});
