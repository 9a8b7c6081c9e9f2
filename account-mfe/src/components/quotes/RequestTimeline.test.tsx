import { CHANGES_ASKED_HISTORY } from '@shop/contracts/testing';
import { renderWithShop } from '@shop/platform/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequestTimeline } from './RequestTimeline.tsx';

describe('the status history (issue 47)', () => {
  it('names the quote sent in the reader’s language, with no English of the server’s', async () => {
    await renderWithShop(<RequestTimeline events={CHANGES_ASKED_HISTORY} />, { language: 'gr' });
    expect(screen.getByText('Προσφορά, έκδοση 1')).toBeInTheDocument();
    expect(screen.queryByText(/Quote version/)).not.toBeInTheDocument();
  });

  it('links a change request to its words in the thread', async () => {
    await renderWithShop(<RequestTimeline events={CHANGES_ASKED_HISTORY} />, { language: 'en' });
    expect(
      screen.getByRole('link', { name: 'Your message about the changes is in Messages' }),
    ).toHaveAttribute('href', '#messages');
    expect(screen.getByText('Quote version 1')).toBeInTheDocument();
  });
});
