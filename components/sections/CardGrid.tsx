// A list of cards that lays out any number of them: one column on phones, then up to
// `columns.md` (from 640 px) and `columns.lg` (from 1024 px) per row, in balanced rows with the
// short rows centred (grid-rows.ts), so no card sits alone on a row. A card never grows wider
// than `maxCard`, so one or two cards do not stretch across the page.
import type { CSSProperties, ReactNode } from 'react';
import { columnsFor, rowStarts } from './grid-rows.ts';

interface Props<T> {
  items: readonly T[];
  /** The most cards that fit side by side from 640 px (md) and from 1024 px (lg). */
  columns: { md: number; lg: number };
  /** The widest a card gets, e.g. '22rem'. */
  maxCard: string;
  className?: string;
  itemClassName?: string;
  itemKey: (item: T) => string;
  children: (item: T, index: number) => ReactNode;
}

type Vars = CSSProperties & Record<`--${string}`, string | number>;

export function CardGrid<T>({ items, columns, maxCard, className, itemClassName, itemKey, children }: Props<T>) {
  const n = items.length;
  const md = columnsFor(n, columns.md);
  const lg = columnsFor(n, columns.lg);
  const mdStarts = rowStarts(n, md);
  const lgStarts = rowStarts(n, lg);
  const style: Vars = { '--cols-md': md, '--tracks-md': 2 * md, '--cols-lg': lg, '--tracks-lg': 2 * lg, '--card-max': maxCard };
  return (
    <ul className={`card-grid${className ? ` ${className}` : ''}`} style={style}>
      {items.map((item, i) => {
        const vars: Vars = {};
        if (mdStarts[i] !== undefined) vars['--start-md'] = mdStarts[i];
        if (lgStarts[i] !== undefined) vars['--start-lg'] = lgStarts[i];
        return (
          <li key={itemKey(item)} className={itemClassName} style={Object.keys(vars).length ? vars : undefined}>
            {children(item, i)}
          </li>
        );
      })}
    </ul>
  );
}
