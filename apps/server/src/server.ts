// The server's entry: the Node check comes before anything else is loaded (an older Node may not even load the
// dependencies), then the server itself starts (start-server.ts).

/** pg-boss 12 (the durable jobs) supports Node 22.12 and later (decision 193); `npm start` provides one. */
const NODE_MINIMUM: [number, number] = [22, 12];

function nodeIsSupported(): boolean {
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  return major > NODE_MINIMUM[0] || (major === NODE_MINIMUM[0] && minor >= NODE_MINIMUM[1]);
}

if (!nodeIsSupported()) {
  console.error(
    `Node ${process.versions.node} is not supported: the job queue (pg-boss) needs Node ${NODE_MINIMUM.join('.')} or later. ` +
      'Start with `npm start`, which provides it, or install a newer Node.',
  );
  process.exit(1);
}

await import('./start-server.js');
