/** This remote's public surface: the page modules the shell may mount (see the shell's route table). */
export const EXPOSES = {
  './CustomMade': './src/routes/CustomMadePage.tsx',
} as const;
