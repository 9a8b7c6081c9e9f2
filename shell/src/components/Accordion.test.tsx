import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './Accordion.tsx';

describe('Accordion', () => {
  it('shows and hides each answer from its question button, by keyboard too', async () => {
    render(
      <Accordion
        items={[
          { id: 'payment', question: 'How do I pay?', answer: 'By bank transfer or credit card.' },
          { id: 'returns', question: 'Can I return items?', answer: 'Defective items only.' },
        ]}
      />,
    );
    const payment = screen.getByRole('button', { name: 'How do I pay?' });
    expect(payment).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'How do I pay?' })).not.toBeInTheDocument();

    payment.focus();
    await userEvent.keyboard('{Enter}');
    expect(payment).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'How do I pay?' })).toHaveTextContent('By bank transfer');
    expect(payment).toHaveAttribute('aria-controls', screen.getByRole('region').id);

    await userEvent.click(screen.getByRole('button', { name: 'Can I return items?' }));
    expect(screen.getAllByRole('region')).toHaveLength(2);
    await userEvent.keyboard(' ');
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });
});
