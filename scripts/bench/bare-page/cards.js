// The bare page's 12 cards (first-view-work.mjs): written with createElement, not JSX, so that the bench renders
// them on the server in plain Node and the page hydrates the same component.
import { createElement as h } from 'react';

/** A list of product cards: photo, name, code and minimum, as the catalogue's cards show a visitor. */
export function Cards({ products, t }) {
  return h(
    'main',
    null,
    h('h1', null, t('title')),
    h(
      'ul',
      { style: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 16 } },
      products.map((product, index) =>
        h(
          'li',
          { key: product.id, style: { listStyle: 'none' } },
          h(
            'article',
            null,
            h('img', {
              src: product.image,
              alt: product.name,
              width: 240,
              height: 300,
              loading: index < 4 ? 'eager' : 'lazy',
              style: { width: '100%', height: 'auto' },
            }),
            h('h2', { style: { fontSize: 16 } }, product.name),
            h('p', null, product.code),
            h('p', null, t('minimum', { count: product.minimumOrder })),
          ),
        ),
      ),
    ),
  );
}

export const TRANSLATIONS = {
  en: { bare: { title: 'Ready to ship', minimum: 'Minimum {{count}} pieces' } },
};
