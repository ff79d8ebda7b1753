// Order statistics the bench sections print (NaN for no values).

/** The value at fraction `p` of the sorted values (0.5 the median, 0.9 the 90th percentile). */
export const percentile = (xs: number[], p: number): number => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? NaN;

export const median = (xs: number[]): number => percentile(xs, 0.5);
