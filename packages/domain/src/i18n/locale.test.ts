import { describe, expect, it } from 'vitest';
import { isLocale, localeSchema, withLang } from './locale.js';

describe('locales', () => {
  it('English links stay as they are; another language is named by ?lang=', () => {
    expect(withLang('https://apply.example.com/go/Ab3dE5fG7hJ9', 'en')).toBe(
      'https://apply.example.com/go/Ab3dE5fG7hJ9',
    );
    expect(withLang('https://apply.example.com/go/Ab3dE5fG7hJ9', 'es')).toBe(
      'https://apply.example.com/go/Ab3dE5fG7hJ9?lang=es',
    );
    expect(withLang('https://apply.example.com/shop-search?zip=98052', 'es')).toBe(
      'https://apply.example.com/shop-search?zip=98052&lang=es',
    );
  });

  it('knows English and Spanish only', () => {
    expect(isLocale('es')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(isLocale('toString')).toBe(false);
    expect(localeSchema.safeParse('fr').success).toBe(false);
    expect(localeSchema.safeParse('en').success).toBe(true);
  });
});
