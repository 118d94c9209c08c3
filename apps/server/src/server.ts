// The server's entry: the Node check comes before anything else is loaded (an older Node may not even load the
// dependencies), then the server itself starts (start-server.ts).

/**
 * Every package's engine range is met from Node 22.19 on (Lingui asks >=22.19, pg-boss 12 >=22.12; decision 193,
 * scripts/lib/node-lock.test.ts); `npm start` provides one.
 */
const NODE_MINIMUM: [number, number] = [22, 19];

function nodeIsSupported(): boolean {
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  return major > NODE_MINIMUM[0] || (major === NODE_MINIMUM[0] && minor >= NODE_MINIMUM[1]);
}

if (!nodeIsSupported()) {
  console.error(
    `Node ${process.versions.node} is not supported: our packages (the job queue, pg-boss; the texts, Lingui) need Node ${NODE_MINIMUM.join('.')} or later. ` +
      'Start with `npm start`, which provides it, or install a newer Node.',
  );
  process.exit(1);
}

const { startServer } = await import('./start-server.js');
await startServer();
