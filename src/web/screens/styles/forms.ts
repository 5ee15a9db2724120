/**
 * Mantine's styles for the sign-in screens' forms (login, register, forgot and reset password,
 * email verification, the test payment page), on top of visitor.ts; in `@layer mantine` like it.
 */
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Stepper.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
