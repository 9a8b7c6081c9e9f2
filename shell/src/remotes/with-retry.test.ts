import { describe, expect, it, vi } from 'vitest';
import { withRetry } from './with-retry.ts';

describe('withRetry', () => {
  it('retries a transient failure and clears the cached failure before each retry', async () => {
    const task = vi.fn().mockRejectedValueOnce(new Error('script error')).mockResolvedValueOnce('loaded');
    const beforeRetry = vi.fn();
    await expect(withRetry(task, { attempts: 3, baseDelayMs: 1, beforeRetry })).resolves.toBe('loaded');
    expect(task).toHaveBeenCalledTimes(2);
    expect(beforeRetry).toHaveBeenCalledTimes(1);
  });

  it('gives up after the last attempt with the last error', async () => {
    const task = vi.fn().mockRejectedValue(new Error('down'));
    await expect(withRetry(task, { attempts: 3, baseDelayMs: 1 })).rejects.toThrow('down');
    expect(task).toHaveBeenCalledTimes(3);
  });
});
