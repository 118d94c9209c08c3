/** Waits like a real lender would (spec §9 "Local test mocks wait 1 to 2 seconds"); aborts with the signal. */
export function sandboxDelay(minMs: number, maxMs: number, signal: AbortSignal): Promise<void> {
  const ms = minMs + Math.floor(Math.random() * (maxMs - minMs + 1));
  if (ms <= 0) return signal.aborted ? Promise.reject(signal.reason) : Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
