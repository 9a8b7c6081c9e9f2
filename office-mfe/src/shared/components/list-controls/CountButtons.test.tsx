import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CountButtons } from './CountButtons.tsx';

describe('CountButtons', () => {
  it('names the group and shows each choice as a toggle button with its count', async () => {
    const user = userEvent.setup({ delay: null });
    const onNew = vi.fn();
    const onDone = vi.fn();
    render(
      <CountButtons
        label="Waiting, by status"
        choices={[
          { key: 'new', label: 'New', count: 3, pressed: true, onPress: onNew },
          { key: 'done', label: 'Done', count: 0, pressed: false, onPress: onDone },
        ]}
      />,
    );
    const group = screen.getByRole('group', { name: 'Waiting, by status' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New 3', pressed: true })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done 0', pressed: false }));
    expect(onDone).toHaveBeenCalledOnce();
    expect(onNew).not.toHaveBeenCalled();
  });
});
