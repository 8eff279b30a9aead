// Numbered steps: big gold serif numerals, joined by a thin line: vertical on small screens, and
// horizontal on desktop when the steps fit one row (up to ROW_MAX); longer processes stay a
// vertical timeline at every width. Home's booking process, the services timeline, contact's steps.
import type { CSSProperties } from 'react';
import type { Step } from '../../content/schema/index.ts';

interface Props {
  steps: readonly Step[];
}

/** The most steps that sit side by side on a desktop screen. */
const ROW_MAX = 5;

export function ProcessSteps({ steps }: Props) {
  const row = steps.length <= ROW_MAX;
  return (
    <ol className={`steps${row ? ' steps--row' : ''}`} style={row ? ({ '--steps': steps.length } as CSSProperties) : undefined}>
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
