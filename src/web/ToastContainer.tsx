// Mantine's styles for toasts, in the layer the rest of Mantine's styles use (screens/styles).
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';

/** Where toasts show (loaded with the first toast, or ahead of it: ToastHost.tsx). */
export default function ToastContainer() {
  return <Notifications position="top-center" zIndex={4000} limit={4} />;
}
