import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FactList } from './FactList.tsx';

describe('FactList', () => {
  it('is a description list of its terms and details', () => {
    render(
      <FactList>
        <dt>Status</dt>
        <dd>New</dd>
      </FactList>,
    );
    const list = screen.getByRole('term').parentElement;
    expect(list?.tagName).toBe('DL');
    expect(screen.getByRole('definition')).toHaveTextContent('New');
  });
});
