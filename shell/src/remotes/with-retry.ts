export interface RetryOptions {
  attempts: number;
  /** First back-off; doubles after each failure. */
  baseDelayMs: number;
  /** Runs before each retry (not before the first attempt), e.g. to clear a cached failure. */
  beforeRetry?: () => void;
  /** A failure that retrying cannot fix ends the attempts at once. */
  isPermanent?: (error: unknown) => boolean;
}

/** Retries transient failures (a manifest or script that did not arrive) with exponential back-off. */
export async function withRetry<T>(task: () => Promise<T>, options: RetryOptions): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt < options.attempts; attempt++) {
    if (attempt > 0) {
      await new Promise((resolve) => setTimeout(resolve, options.baseDelayMs * 2 ** (attempt - 1)));
      options.beforeRetry?.();
    }
    try {
      return await task();
    } catch (error) {
      if (options.isPermanent?.(error)) throw error;
      lastError = error;
    }
  }
  throw lastError;
}
