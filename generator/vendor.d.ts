// Types for the one dependency that ships none.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer | Uint8Array,
    text: string | undefined,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
      keepAllGlyphs?: boolean;
    },
  ): Promise<Buffer>;
}
