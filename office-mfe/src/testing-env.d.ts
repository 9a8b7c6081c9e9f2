// Testing Library's matchers (toBeInTheDocument, …) on Vitest's expect, for the type checker.
import '@testing-library/jest-dom/vitest';
