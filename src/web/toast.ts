import { notifications } from '@mantine/notifications';
import { TOAST_SHORT_MS } from '@common/texts';

/** Toasts (Mantine notifications) in the product's three tones; `autoClose: false` stays until closed. */
export const toast = {
  error: (message: string, autoClose: number | false = TOAST_SHORT_MS) => notifications.show({ color: 'red', title: 'Error', message, autoClose }),
  success: (message: string, autoClose = TOAST_SHORT_MS) => notifications.show({ color: 'green', message, autoClose }),
  info: (message: string, autoClose = TOAST_SHORT_MS) => notifications.show({ color: 'blue', message, autoClose }),
};
