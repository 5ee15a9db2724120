/**
 * Mantine's styles for what every visitor screen draws (landing, loading, offline, the error
 * screen), and nothing more: the whole of Mantine's CSS is 33 KB compressed, most of it for the
 * game's dialogs (issue 23: the landing loads only what it draws). The signed-in app imports
 * all of it (shell/GameFrame.tsx), the sign-in screens their forms (forms.ts), the toasts
 * theirs (ToastContainer.tsx).
 *
 * Everything is in `@layer mantine` (Mantine's `.layer.css` files): a later, larger set repeats
 * these rules without ever overriding the app's own CSS, whatever order the files arrive in.
 * Order inside: baseline, variables and global first, then components (Mantine's rule).
 * A component drawn here without its file shows unstyled: e2e/first-visit.e2e.ts checks that
 * every Mantine class on these screens has its rules.
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
