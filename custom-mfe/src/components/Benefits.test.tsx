import { MIN_ORDER_PIECES } from '@shop/contracts';
import { renderWithShop } from '@shop/platform/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../i18n/register.ts';
import { Benefits } from './Benefits.tsx';

describe('the custom-made benefits', () => {
  it.each([
    ['en', `From ${MIN_ORDER_PIECES} pieces`],
    ['gr', `Από ${MIN_ORDER_PIECES} κομμάτια`],
  ] as const)('name the minimum order in the third card title (%s)', async (language, title) => {
    const { container } = await renderWithShop(<Benefits />, { language });
    expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/\{\{|\}\}/);
  });
});
