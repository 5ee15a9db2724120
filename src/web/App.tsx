import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './queryClient';
import { SessionGate } from './SessionGate';
import { ToastHost } from './ToastHost';
import { ErrorBoundary } from './components/ErrorBoundary';
import { theme } from './theme';

// The modals provider (confirm questions) comes with the signed-in app: shell/GameFrame.tsx.
export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        {/* Inside the query client: toasts can show components that load data (avatars). */}
        <ToastHost />
        <ErrorBoundary>
          <SessionGate />
        </ErrorBoundary>
      </QueryClientProvider>
    </MantineProvider>
  );
}
