import type { ComboboxProps } from '@mantine/core';

/**
 * The dropdown of a picker inside a dialog opens upwards (downwards only when there is no room above), so it never
 * covers the dialog's buttons below the picker: Add stays clickable while the list is open.
 */
export const DIALOG_PICKER_COMBOBOX: ComboboxProps = { withinPortal: true, position: 'top', middlewares: { flip: true, shift: true } };

/** Tall enough for several options, short enough to fit above a picker in the middle of a phone screen. */
export const DIALOG_PICKER_MAX_HEIGHT = 220;
