/** The preview widths of the spec (mobile 568, tablet 991, laptop 1366, desktop 1605): the canvas width. */
export const BREAKPOINTS = [
  { value: 'mobile', label: 'Mobile', width: 568 },
  { value: 'tablet', label: 'Tablet', width: 991 },
  { value: 'laptop', label: 'Laptop', width: 1366 },
  { value: 'desktop', label: 'Desktop', width: 1605 },
] as const;

export type Breakpoint = (typeof BREAKPOINTS)[number]['value'];

export const breakpointWidth = (value: Breakpoint): number => BREAKPOINTS.find((b) => b.value === value)!.width;
