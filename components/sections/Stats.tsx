// Large figures with their labels ('15+ Years of experience'). A <dl>: the label is the term,
// the figure its value; CSS shows the figure first.
interface Props {
  items: readonly { value: string; label: string }[];
}

export function Stats({ items }: Props) {
  return (
    <dl className="stats">
      {items.map((s) => (
        <div key={s.label} className="stats__item">
          <dt className="stats__label">{s.label}</dt>
          <dd className="stats__value">{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}
