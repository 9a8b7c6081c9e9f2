import { CHANGES_ASKED_HISTORY, quoteFixture } from '@shop/contracts/testing';
import { renderWithShop } from '@shop/platform/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequestHistory, SentQuotes } from './RequestHistory.tsx';

describe('the office’s history and quotes after the buyer asked for changes (issue 47)', () => {
  it('names the quote sent in Greek and links the change request to the thread', async () => {
    await renderWithShop(<RequestHistory events={CHANGES_ASKED_HISTORY} />, { language: 'gr' });
    expect(screen.getByText('Προσφορά, έκδοση 1')).toBeInTheDocument();
    expect(
      screen.getByRole('link', {
        name: 'Το μήνυμα του πελάτη για τις αλλαγές βρίσκεται στα Μηνύματα με τον πελάτη',
      }),
    ).toHaveAttribute('href', '#messages');
  });

  it('no longer calls the quote current', async () => {
    await renderWithShop(<SentQuotes quotes={[quoteFixture({ state: 'changes_requested' })]} />, {
      language: 'en',
    });
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(
      'Quote version 1 — changes asked for',
    );
  });
});
