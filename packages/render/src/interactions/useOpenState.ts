import { useState } from 'react';

/** Open/closed state that starts at `initial` and follows it when the setting (or mode) changes. */
export function useOpenState(initial: boolean): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(initial);
  const [seen, setSeen] = useState(initial);
  if (seen !== initial) {
    setSeen(initial);
    setOpen(initial);
    return [initial, setOpen];
  }
  return [open, setOpen];
}
