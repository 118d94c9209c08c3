import type { BoardJourney } from '@ttapply/domain/console';

export interface BoardStream {
  status: number;
  headers: Headers;
  /** Reads the stream until a journey event satisfies `ready`; the bound only names a hang. */
  next(ready: (journey: BoardJourney) => boolean, timeoutMs?: number): Promise<BoardJourney>;
  /** Every journey event read so far. */
  seen: BoardJourney[];
  /** Reads until the server ends the stream; the comments read on the way. */
  ended(timeoutMs?: number): Promise<string[]>;
  close(): void;
}

/**
 * A live board as the console opens it: GET …/board/events with the staff cookie, read as Server-Sent
 * Events from a real listening server (inject cannot stream). Resolves once the server's first comment
 * arrived, so the board is subscribed before the caller makes a change.
 */
export async function openBoardStream(
  baseUrl: string,
  shopKeyId: string,
  cookie: string,
): Promise<BoardStream> {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/v1/staff/locations/${shopKeyId}/board/events`, {
    headers: { cookie },
    signal: controller.signal,
  });
  const seen: BoardJourney[] = [];
  const stream: BoardStream = {
    status: res.status,
    headers: res.headers,
    seen,
    next: () => Promise.reject(new Error(`the board answered ${res.status}`)),
    ended: () => Promise.reject(new Error(`the board answered ${res.status}`)),
    close: () => controller.abort(),
  };
  if (res.status !== 200 || !res.body) {
    await res.text().catch(() => undefined);
    return stream;
  }
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let consumed = 0;
  const readFrame = async (): Promise<string | undefined> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        return frame;
      }
      const chunk = await reader.read();
      if (chunk.done) return undefined;
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  };
  const first = await readFrame();
  if (!first?.includes(': connected')) throw new Error(`unexpected first frame: ${first}`);
  stream.next = async (ready, timeoutMs = 20_000) => {
    const timeout = new Promise<never>((_, reject) => {
      setTimeout(
        () => reject(new Error(`no such board event; seen ${JSON.stringify(seen)}`)),
        timeoutMs,
      ).unref();
    });
    const read = async (): Promise<BoardJourney> => {
      // Events already read but not yet matched are looked at first.
      for (; consumed < seen.length; consumed++) {
        if (ready(seen[consumed]!)) return seen[consumed++]!;
      }
      for (;;) {
        const frame = await readFrame();
        if (frame === undefined) throw new Error('the board stream ended');
        const lines = frame.split('\n');
        if (!lines.includes('event: journey')) continue;
        const data = lines.find((line) => line.startsWith('data: '))!.slice('data: '.length);
        const journey = JSON.parse(data) as BoardJourney;
        seen.push(journey);
        consumed = seen.length;
        if (ready(journey)) return journey;
      }
    };
    return Promise.race([read(), timeout]);
  };
  stream.ended = async (timeoutMs = 20_000) => {
    const comments: string[] = [];
    const timeout = new Promise<never>((_, reject) => {
      setTimeout(
        () => reject(new Error(`the stream did not end; comments ${comments.join(',')}`)),
        timeoutMs,
      ).unref();
    });
    const read = async () => {
      for (;;) {
        const frame = await readFrame();
        if (frame === undefined) return comments;
        if (frame.startsWith(':')) comments.push(frame);
      }
    };
    return Promise.race([read(), timeout]);
  };
  return stream;
}
