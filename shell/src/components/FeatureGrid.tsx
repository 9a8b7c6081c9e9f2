import type { ReactNode } from 'react';

export interface Feature {
  key: string;
  title: string;
  text: ReactNode;
}

/** Cards of a title and a short text, as a list (screen readers announce how many there are). */
export function FeatureGrid({
  features,
  columns = 4,
}: {
  features: readonly Feature[];
  columns?: 2 | 3 | 4;
}) {
  return (
    <ul className={`shell-feature-grid shell-feature-grid--${columns}`}>
      {features.map((feature) => (
        <li key={feature.key} className="shell-card">
          <h3 className="shell-card__title">{feature.title}</h3>
          <p className="shell-card__text">{feature.text}</p>
        </li>
      ))}
    </ul>
  );
}
