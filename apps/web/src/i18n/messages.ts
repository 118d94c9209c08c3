import { createContext, useContext } from 'react';
import { en, type Catalogue, type MessageKey } from './en';

export type { MessageKey } from './en';
export type MessageParams = Record<string, string | number>;

let active: Catalogue = en;

/** Replaces `{name}` placeholders; an unknown placeholder is left visible so a missing param is noticed. */
export function format(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}

/** Looks a text up in the active catalogue. Usable outside React (API client, store). */
export function t(key: MessageKey, params?: MessageParams): string {
  return format(active[key] ?? en[key], params);
}

/** A key built at run time (`lender.${code}.legal`) when the catalogue has it; undefined otherwise. */
export function knownKey(key: string): MessageKey | undefined {
  return key in en ? (key as MessageKey) : undefined;
}

/** Switches catalogue; a new locale is a new file shaped like `en.ts`. */
export function setCatalogue(catalogue: Catalogue): void {
  active = catalogue;
}

const MessagesContext = createContext<typeof t>(t);

/** Components read texts through this hook so a locale switch can re-render them. */
export function useMessages(): typeof t {
  return useContext(MessagesContext);
}

export const MessagesProvider = MessagesContext.Provider;
