/**
 * The partner sandbox in a process of its own for the application bench, as `npm start` runs it: sharing the
 * measured server's event loop would charge the lenders' work to our server. Answers without delay
 * (SANDBOX_DELAY 0) so the figures are ours, and sends its URL to the parent.
 */
import { buildSandbox } from '@ttapply/partner-sandbox';

const sandbox = await buildSandbox({ delay: { minMs: 0, maxMs: 0 }, controls: true });
await sandbox.listen({ host: '127.0.0.1', port: 0 });
const address = sandbox.server.address();
if (!address || typeof address === 'string') throw new Error('sandbox has no TCP address');
process.send?.({ url: `http://127.0.0.1:${address.port}` });
process.on('disconnect', () => {
  void sandbox.close().then(() => process.exit(0));
});
