import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

/**
 * A CPU profile of this process from now until `stop()`, written to `file` (for Chrome DevTools or
 * `npx speedscope`); nothing when `file` is undefined. The load generators run in worker threads, so the profile
 * is the server's.
 */
export async function startCpuProfile(
  file: string | undefined,
): Promise<{ stop(): Promise<void> } | undefined> {
  if (!file) return undefined;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop() {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
    },
  };
}
