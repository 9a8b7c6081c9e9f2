import { describe, expect, it } from 'vitest';
import { startCommand } from './start-command.ts';

describe('startCommand', () => {
  it('reads the environment and the Node flags of `npm start`', () => {
    const { env, flags } = startCommand();
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '131072',
    });
    expect(flags).toContain('--max-semi-space-size=4');
  });
});
