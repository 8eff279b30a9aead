// Numbered steps: big gold serif numerals, joined by a thin line (horizontal on desktop,
// vertical on small screens). Home's booking process, the services timeline, contact's three steps.
import type { CSSProperties } from 'react';
import type { Step } from '../../content/schema.ts';

interface Props {
  steps: readonly Step[];
}

export function ProcessSteps({ steps }: Props) {
  return (
    <ol className="steps" style={{ '--steps': steps.length } as CSSProperties}>
      {steps.map((step) => (
        <li key={step.number} className="step">
          <span className="step__number">{String(step.number).padStart(2, '0')}</span>
          <div className="step__body">
            <h3 className="step__title">{step.title}</h3>
            <p className="step__text">{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
