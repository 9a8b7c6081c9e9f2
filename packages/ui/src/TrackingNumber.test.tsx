import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TrackingNumber } from './TrackingNumber.tsx';

const linkLabel = ({ carrier, number }: { carrier: string; number: string }) =>
  `Track ${number} with ${carrier} (opens in a new tab)`;

describe('TrackingNumber', () => {
  it("links a known carrier's number to its tracking page, in a new tab, named for screen readers", () => {
    render(<TrackingNumber carrier="acs courier" number="7401234567" linkLabel={linkLabel} />);
    const link = screen.getByRole('link', { name: 'Track 7401234567 with ACS Courier (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe(
      'https://www.acscourier.net/en/track-and-trace/?trackingNumber=7401234567',
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows the number as text for another carrier, and a dash without a number', () => {
    const { container, rerender } = render(
      <TrackingNumber carrier="Courier Center" number="CC123456" linkLabel={linkLabel} />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.textContent).toBe('CC123456');
    rerender(<TrackingNumber carrier="DHL" number={null} linkLabel={linkLabel} />);
    expect(container.textContent).toBe('—');
  });
});
