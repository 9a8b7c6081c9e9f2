import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@shop/contracts';

/** Accept-Language tags that mean Greek: the ISO code `el` and the shop's own `gr`. */
function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split('-')[0];
  if (primary === 'el' || primary === 'gr') return 'gr';
  if (primary === 'en') return 'en';
  return null;
}

/** `lang` wins; else the best supported Accept-Language entry by q-value; else English. */
export function resolveLanguage(lang: unknown, acceptLanguage: string | undefined): Language {
  if (isLanguage(lang)) return lang;
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const ranked = acceptLanguage
    .split(',')
    .slice(0, 20)
    .map((entry, index) => {
      const [tag = '', ...params] = entry.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { language: languageOfTag(tag), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((e) => e.language !== null && e.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.language ?? DEFAULT_LANGUAGE;
}
