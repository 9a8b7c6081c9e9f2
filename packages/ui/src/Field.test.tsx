import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxField, Field, SelectField, TextAreaField, TextField } from './Field.tsx';

function Email({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="E-mail"
      hint="The one your invoices go to."
      error={error}
      type="email"
      value={value}
      onChange={setValue}
    />
  );
}

describe('Field', () => {
  it('names the control by its label and describes it by its hint', () => {
    render(<Email />);
    const input = screen.getByLabelText('E-mail');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAccessibleDescription('The one your invoices go to.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the control invalid and reads the error with it, after the hint', async () => {
    render(<Email error="Enter an e-mail address like name@example.com." />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'The one your invoices go to. Enter an e-mail address like name@example.com.',
    );
    // What a screen reader says on reaching it, as a form that found errors moves focus to the first.
    await userEvent.tab();
    expect(input).toHaveFocus();
    expect(screen.getByText('Enter an e-mail address like name@example.com.')).toBeVisible();
  });

  it('describes a control without a hint or error by nothing', () => {
    render(<TextField label="City" value="" onChange={() => {}} />);
    const input = screen.getByLabelText('City');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAccessibleDescription();
  });

  it('gives each field its own ids', () => {
    render(
      <>
        <Email error="Required." />
        <TextField label="Phone" hint="+30 and 10 digits." error="Required." value="" onChange={() => {}} />
      </>,
    );
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      /^The one your invoices go to\. Required\.$/u,
    );
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('+30 and 10 digits. Required.');
  });

  it('gives the value typed, as a string', async () => {
    const onChange = vi.fn();
    render(<TextField label="Name" value="" onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('Name'), 'A');
    expect(onChange).toHaveBeenLastCalledWith('A');
  });

  it('ties a text area and a select the same way', async () => {
    const onPick = vi.fn();
    render(
      <>
        <TextAreaField label="Reason" error="Too long." value="" onChange={() => {}} />
        <SelectField
          label="Status"
          hint="Only open ones by default."
          value="open"
          onChange={onPick}
          options={[
            { value: 'open', label: 'Open' },
            { value: 'closed', label: 'Closed' },
          ]}
        />
      </>,
    );
    const reason = screen.getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveAttribute('rows', '5');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription('Too long.');
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(status).toHaveAccessibleDescription('Only open ones by default.');
    await userEvent.selectOptions(status, 'Closed');
    expect(onPick).toHaveBeenCalledWith('closed');
  });

  it('puts a checkbox before its label and reads its hint and error', async () => {
    const onChange = vi.fn();
    render(
      <CheckboxField
        label="New"
        hint="Shown with a badge."
        error="Required."
        checked={false}
        onChange={onChange}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'New' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Shown with a badge. Required.');
    expect(box.nextElementSibling?.tagName).toBe('LABEL');
    await userEvent.click(screen.getByText('New'));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('ties a control built by hand (a file input)', () => {
    render(
      <Field label="Attachment" hint="PDF or an image.">
        {(control) => <input {...control} type="file" />}
      </Field>,
    );
    expect(screen.getByLabelText('Attachment')).toHaveAccessibleDescription('PDF or an image.');
  });
});
