import { renderWithShop } from '@shop/platform/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useShellSendContactMessageMutation } from '../api/send-contact-message.ts';
import { setUpShellI18n } from '../testing.ts';
import { ContactForm } from './ContactForm.tsx';

// jsdom's fetch cannot reach the BFF: the mutation hook is replaced by one the test answers.
vi.mock('../api/send-contact-message.ts', () => ({ useShellSendContactMessageMutation: vi.fn() }));
const send = vi.fn();

/** The BFF's answer, created when the form sends (a rejection made earlier would go unhandled). */
function answer(result: () => Promise<unknown>) {
  send.mockImplementation(() => ({ unwrap: result }));
}

beforeAll(setUpShellI18n);
beforeEach(() => {
  send.mockReset();
  vi.mocked(useShellSendContactMessageMutation).mockReturnValue([send, { isLoading: false }] as never);
});

// Typing whole forms character by character is slow when the machine is busy.
describe('ContactForm', { timeout: 20_000 }, () => {
  it('checks the required fields, the e-mail and the phone in Greek, and keeps what was typed', async () => {
    await renderWithShop(<ContactForm />, { language: 'gr' });
    await userEvent.type(screen.getByLabelText('Email'), 'maria@boutique');
    await userEvent.type(screen.getByLabelText(/Τηλέφωνο/), '+44 20 7946 0958');
    await userEvent.click(screen.getByRole('button', { name: 'Αποστολή μηνύματος' }));

    const name = screen.getByLabelText('Ονοματεπώνυμο');
    expect(name).toHaveAccessibleDescription('Συμπληρώστε το ονοματεπώνυμό σας.');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(/Συμπληρώστε ένα έγκυρο email/);
    expect(screen.getByLabelText(/Τηλέφωνο/)).toHaveAccessibleDescription(/έγκυρο ελληνικό αριθμό τηλεφώνου/);
    expect(screen.getByLabelText('Μήνυμα')).toHaveAccessibleDescription('Γράψτε το μήνυμά σας.');
    expect(screen.getByLabelText('Email')).toHaveValue('maria@boutique');
    expect(send).not.toHaveBeenCalled();

    // A corrected field loses its message at once.
    await userEvent.type(name, 'Μαρία');
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the message, says so and clears every field', async () => {
    answer(() => Promise.resolve({ id: 'm1', receivedAt: '2026-11-22T10:00:00.000Z' }));
    await renderWithShop(<ContactForm />);
    await userEvent.type(screen.getByLabelText('Name', { exact: true }), 'Maria Papadopoulou');
    await userEvent.type(screen.getByLabelText('Email'), 'maria@boutique.gr');
    await userEvent.type(screen.getByLabelText(/Company name/), 'Boutique Maria');
    await userEvent.type(screen.getByLabelText(/Phone/), '694 123 4567');
    await userEvent.selectOptions(screen.getByLabelText('Inquiry type'), 'Wholesale partnership');
    await userEvent.type(screen.getByLabelText('Message'), 'Do you ship to Crete?');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(send).toHaveBeenCalledWith({
      name: 'Maria Papadopoulou',
      email: 'maria@boutique.gr',
      companyName: 'Boutique Maria',
      phone: '694 123 4567',
      inquiryType: 'wholesale',
      message: 'Do you ship to Crete?',
    });
    expect(await screen.findByText('Message sent.')).toBeInTheDocument();
    for (const label of ['Email', 'Message']) expect(screen.getByLabelText(label)).toHaveValue('');
    expect(screen.getByLabelText('Name', { exact: true })).toHaveValue('');
    expect(screen.getByLabelText(/Company name/)).toHaveValue('');
    expect(screen.getByLabelText(/Phone/)).toHaveValue('');
    expect(screen.getByLabelText('Inquiry type')).toHaveValue('general');
  });

  it('shows the server’s field errors beside their fields', async () => {
    answer(() =>
      Promise.reject({
        status: 400,
        data: {
          error: { code: 'validation_failed', message: 'Invalid', fields: { email: 'invalid_email' } },
        },
      }),
    );
    await renderWithShop(<ContactForm />);
    await userEvent.type(screen.getByLabelText('Name', { exact: true }), 'Maria');
    await userEvent.type(screen.getByLabelText('Email'), 'maria@boutique.gr');
    await userEvent.type(screen.getByLabelText('Message'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const email = screen.getByLabelText('Email');
    expect(await screen.findByText(/Enter a valid email address/)).toBeInTheDocument();
    expect(email).toHaveFocus();
    expect(email).toHaveValue('maria@boutique.gr');
  });

  it('explains a refusal that is not about a field, and keeps the message', async () => {
    answer(() =>
      Promise.reject({ status: 429, data: { error: { code: 'rate_limited', message: 'Slow down' } } }),
    );
    await renderWithShop(<ContactForm />);
    await userEvent.type(screen.getByLabelText('Name', { exact: true }), 'Maria');
    await userEvent.type(screen.getByLabelText('Email'), 'maria@boutique.gr');
    await userEvent.type(screen.getByLabelText('Message'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('wait a minute');
    expect(screen.getByLabelText('Message')).toHaveValue('Hello');
  });
});
