import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './queryClient';
import { SessionGate } from './SessionGate';
import { ErrorBoundary } from './components/ErrorBoundary';
import { theme } from './theme';

export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        {/* Inside the query client: toasts can show components that load data (avatars). */}
        <Notifications position="top-center" zIndex={4000} limit={4} />
        <ModalsProvider>
          <ErrorBoundary>
            <SessionGate />
          </ErrorBoundary>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
