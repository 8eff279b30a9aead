// A list of cards that lays out any number of them: one column on phones, then up to
// `columns.md` (from 640 px), `columns.lg` (from 1024 px) and `columns.xl` (from 1280 px, when
// given) per row, in balanced rows with the short rows centred (grid-rows.ts), so no card sits
// alone on a row. A card never grows wider than `maxCard`, so one or two cards do not stretch
// across the page. The cards of a row line up part by part: each card spans `parts` rows of the
// grid and lays its parts (title, text, button …) on them, so a title that wraps moves the texts
// of the whole row, not of its card alone (CardGrid.css).
import type { CSSProperties, ReactNode } from 'react';
import { cardSizes } from '../image-layouts.ts';
import { columnsFor, rowStarts } from './grid-rows.ts';

interface Props<T> {
  items: readonly T[];
  /** The most cards that fit side by side from 640 px (md), from 1024 px (lg) and from 1280 px (xl). */
  columns: { md: number; lg: number; xl?: number };
  /** The widest a card gets, in rem, e.g. '22rem'. */
  maxCard: string;
  /** How many parts of a card line up with the cards beside it: the rows of the grid each card spans. */
  parts: number;
  className?: string;
  itemClassName?: string;
  itemKey: (item: T) => string;
  /** A card; `sizes` is its photo's slot, a column for this count of cards. */
  children: (item: T, index: number, sizes: string) => ReactNode;
}

/** Where CardGrid.css's columns change (test/unit/images-widths.test.ts reads them there). */
export const COLUMNS_FROM = { md: 640, lg: 1024, xl: 1280 };

type Vars = CSSProperties & Record<`--${string}`, string | number>;

export function CardGrid<T>({ items, columns, maxCard, parts, className, itemClassName, itemKey, children }: Props<T>) {
  const n = items.length;
  const widths = { md: columnsFor(n, columns.md), lg: columnsFor(n, columns.lg), ...(columns.xl ? { xl: columnsFor(n, columns.xl) } : {}) };
  const bands = Object.entries(widths).map(([size, cols]) => [COLUMNS_FROM[size as keyof typeof COLUMNS_FROM], cols] as const);
  const sizes = cardSizes([[0, 1], ...bands], Number.parseFloat(maxCard) * 16);
  const starts = Object.entries(widths).map(([size, cols]) => [size, rowStarts(n, cols)] as const);
  const style: Vars = {};
  for (const [size, cols] of Object.entries(widths)) Object.assign(style, { [`--cols-${size}`]: cols, [`--tracks-${size}`]: 2 * cols });
  Object.assign(style, { '--card-max': maxCard, '--card-rows': parts });
  const classes = ['card-grid', columns.xl ? 'card-grid--xl' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <ul className={classes} style={style}>
      {items.map((item, i) => {
        const vars: Vars = {};
        for (const [size, at] of starts) if (at[i] !== undefined) vars[`--start-${size}`] = at[i];
        return (
          <li key={itemKey(item)} className={itemClassName} style={Object.keys(vars).length ? vars : undefined}>
            {children(item, i, sizes)}
          </li>
        );
      })}
    </ul>
  );
}
