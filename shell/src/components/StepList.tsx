export interface Step {
  key: string;
  title: string;
  text: string;
}

/** Numbered steps of a process; the numbers come from the ordered list itself. */
export function StepList({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="shell-steps">
      {steps.map((step) => (
        <li key={step.key} className="shell-steps__item">
          <h3 className="shell-steps__title">{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
