import type { Language } from '@shop/contracts';
import { renderWithShop } from '@shop/platform/testing';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpShellI18n } from '../testing.ts';
import { AboutPage } from './AboutPage.tsx';
import { ContactPage } from './ContactPage.tsx';
import { HomePage } from './HomePage.tsx';
import { HowItWorksPage } from './HowItWorksPage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

const PAGES: [string, () => ReactElement, Record<Language, string>][] = [
  [
    'Home',
    () => <HomePage />,
    { en: "Wholesale women's clothing, made in India", gr: 'Γυναικεία ρούχα χονδρικής' },
  ],
  ['About', () => <AboutPage />, { en: 'About us', gr: 'Σχετικά με εμάς' }],
  ['How it works', () => <HowItWorksPage />, { en: 'How it works', gr: 'Πώς λειτουργεί' }],
  ['Contact', () => <ContactPage />, { en: 'Contact us', gr: 'Επικοινωνήστε μαζί μας' }],
  ['Not found', () => <NotFoundPage />, { en: 'Oops! Page not found', gr: 'Ωχ! Η σελίδα δεν βρέθηκε' }],
];

beforeAll(setUpShellI18n);

describe.each(['en', 'gr'] as const)('the shell pages in %s', (language) => {
  it.each(PAGES)(
    '%s has its translated main heading, focusable for navigation',
    async (_name, page, heading) => {
      await renderWithShop(page(), { language });
      const h1 = screen.getByRole('heading', { level: 1 });
      expect(h1).toHaveTextContent(heading[language]);
      expect(h1).toHaveAttribute('tabindex', '-1');
    },
  );
});

describe('Home', () => {
  it('has the hero buttons, 8 reasons, both promos and the contact section', async () => {
    await renderWithShop(<HomePage />);
    expect(screen.getByRole('link', { name: 'Shop ready to ship' })).toHaveAttribute(
      'href',
      '/ready-to-ship',
    );
    expect(screen.getByRole('link', { name: 'Request custom made' })).toHaveAttribute('href', '/custom-made');
    const why = screen.getByRole('region', { name: 'Why choose us' });
    expect(why.querySelectorAll('li')).toHaveLength(8);
    expect(why).toHaveTextContent('Order from just 5 pieces');
    expect(screen.getByRole('region', { name: 'Ready-to-ship collection' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a quote' })).toHaveAttribute('href', '/custom-made');
    expect(screen.getByRole('complementary', { name: 'Contact details' })).toHaveTextContent(
      'Monday – Friday',
    );
    expect(await screen.findByRole('button', { name: 'Send message' })).toBeInTheDocument();
  });
});

describe('About', () => {
  it('tells the story, the mission in 4 points and 6 reasons', async () => {
    await renderWithShop(<AboutPage />);
    expect(screen.getByRole('heading', { level: 2, name: 'Our story' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Our mission' }).querySelectorAll('li')).toHaveLength(4);
    expect(
      screen.getByRole('region', { name: 'Six reasons to choose us' }).querySelectorAll('li'),
    ).toHaveLength(6);
  });
});

describe('How it works', () => {
  it('lists 4 overview steps and both 5-step processes', async () => {
    await renderWithShop(<HowItWorksPage />);
    const stepsIn = (name: string) => screen.getByRole('region', { name }).querySelectorAll('ol > li');
    expect(stepsIn('Four simple steps')).toHaveLength(4);
    expect(stepsIn('Ordering ready-to-ship')).toHaveLength(5);
    expect(stepsIn('Ordering custom-made')).toHaveLength(5);
  });

  it('answers 6 questions with the shop’s real numbers, in Greek too', async () => {
    await renderWithShop(<HowItWorksPage />, { language: 'gr' });
    const faq = screen.getByRole('region', { name: 'Συχνές ερωτήσεις' });
    expect(faq.querySelectorAll('button[aria-expanded]')).toHaveLength(6);
    expect(faq).toHaveTextContent('Η ελάχιστη παραγγελία είναι 5 τεμάχια');
    expect(faq).not.toHaveTextContent('30');
    expect(faq).toHaveTextContent(/15,00\s€/);
  });
});
