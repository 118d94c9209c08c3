// The shop console's rules and API shapes, imported as '@ttapply/domain/console' so none of it reaches the
// consumer's bundle through the main entry (decision 160).
export * from './staff-roles.js';
export * from './console-api.js';
export * from './board-words.js';
export * from './staff-training.js';
export * from './location-report.js';
export * from './lender-list-rules.js';
export * from './webhooks-api.js';
export { LOCALES, localeSchema, withLang, type Locale } from '../i18n/locale.js';
export * from './partner-api-keys.js';
