// The virtual modules of the `compiled-catalogues` Vite plugin: one locale's messages each.
declare module 'virtual:ttapply-catalogue/*' {
  import type { Messages } from '@lingui/core';
  const messages: Messages;
  export default messages;
}
