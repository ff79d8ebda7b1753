/** The answer of every list: one page of items and how many there are in all. */
export interface Page<T> {
  items: T[];
  total: number;
}
